import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterServiceWorker, ServiceWorkerEvents } from '@/app/pwa';
import { OFFLINE_READY_MS, UpdateNotice } from '@/app/update-notice';

/** A registration that records its calls and hands the test the worker's events. */
function fakeRegister() {
  const update = vi.fn((_reload?: boolean) => Promise.resolve());
  let events: ServiceWorkerEvents | undefined;
  const register = vi.fn<RegisterServiceWorker>((e) => {
    events = e;
    return Promise.resolve(update);
  });
  const fire = (name: keyof ServiceWorkerEvents) => {
    if (!events) throw new Error('the notice did not register');
    const handler = events[name];
    act(() => handler());
  };
  return { register, update, fire };
}

const UPDATED = 'Reliability Lab has been updated.';

afterEach(() => {
  vi.useRealTimers();
});

describe('update notice', () => {
  it('registers once and says nothing until the worker has news', () => {
    const { register } = fakeRegister();
    const { rerender } = render(
      <StrictMode>
        <UpdateNotice embed={false} register={register} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <UpdateNotice embed={false} register={register} />
      </StrictMode>,
    );
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a waiting update politely; Reload activates it with a reload', async () => {
    const { register, update, fire } = fakeRegister();
    render(<UpdateNotice embed={false} register={register} />);
    fire('onNeedRefresh');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(UPDATED);
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(true);
  });

  it('dismiss hides the notice without activating the update', async () => {
    const { register, update, fire } = fakeRegister();
    render(<UpdateNotice embed={false} register={register} />);
    fire('onNeedRefresh');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(UPDATED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('says "works offline" once cached, then goes quiet by itself', () => {
    vi.useFakeTimers();
    const { register, fire } = fakeRegister();
    render(<UpdateNotice embed={false} register={register} />);
    fire('onOfflineReady');
    expect(screen.getByRole('status')).toHaveTextContent('Reliability Lab works offline now.');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(OFFLINE_READY_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('works offline now');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('an update that arrives while "works offline" shows is not hidden by its timer', () => {
    vi.useFakeTimers();
    const { register, fire } = fakeRegister();
    render(<UpdateNotice embed={false} register={register} />);
    fire('onOfflineReady');
    fire('onNeedRefresh');
    act(() => {
      vi.advanceTimersByTime(OFFLINE_READY_MS * 2);
    });
    expect(screen.getByRole('status')).toHaveTextContent(UPDATED);
  });

  it('in an embed registers nothing and renders nothing', () => {
    const { register } = fakeRegister();
    const { container } = render(<UpdateNotice embed register={register} />);
    expect(register).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('a failed registration leaves the app as it was', async () => {
    const register = vi.fn<RegisterServiceWorker>(() => Promise.reject(new Error('blocked')));
    render(<UpdateNotice embed={false} register={register} />);
    await act(() => Promise.resolve());
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
