import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import { ChartData, type ChartTable } from './chart-data';

interface ChartFrameProps {
  readonly title: string;
  /** What the chart shows, in words: also the text alternative for screen readers. */
  readonly description: ReactNode;
  readonly children: ReactNode;
  /** The series the chart draws, as a table behind "Show data" (see chart-data.tsx). */
  readonly data?: ChartTable | null;
}

/**
 * A titled figure of fixed height whose lazily loaded chart never shifts the layout, and is not
 * even fetched until it comes near the viewport.
 */
export function ChartFrame({ title, description, children, data }: ChartFrameProps) {
  const body = useRef<HTMLDivElement>(null);
  const near = useNearViewport(body);
  // data-chart-state marks the placeholder alone (tests wait for it); the class is only its look,
  // shared with panels' "cannot draw" messages.
  const loading = (
    <p className="chart-loading" data-chart-state="loading">
      Loading chart…
    </p>
  );
  return (
    <figure className="chart-frame">
      <figcaption>
        <strong>{title}</strong> <span className="muted">{description}</span>
      </figcaption>
      <div className="chart-body" ref={body}>
        {near ? <Suspense fallback={loading}>{children}</Suspense> : loading}
      </div>
      {data ? <ChartData table={data} /> : null}
    </figure>
  );
}
