import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';

export type User = ReturnType<typeof userEvent.setup>;

/** Renders a panel inside Suspense, as the app shell does, with a user to drive it. */
export function renderPanel(Panel: ComponentType): User {
  const user = userEvent.setup();
  render(
    <Suspense fallback="loading">
      <Panel />
    </Suspense>,
  );
  return user;
}

/** Clears the field labelled `label` and types `text` into it (leaves it empty for ''). */
export async function retype(user: User, label: string, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}
