import { Suspense, type ReactNode } from 'react';

interface ChartFrameProps {
  readonly title: string;
  /** What the chart shows, in words: also the text alternative for screen readers. */
  readonly description: ReactNode;
  readonly children: ReactNode;
}

/** A titled figure of fixed height whose (lazily loaded) chart never shifts the layout. */
export function ChartFrame({ title, description, children }: ChartFrameProps) {
  return (
    <figure className="chart-frame">
      <figcaption>
        <strong>{title}</strong> <span className="muted">{description}</span>
      </figcaption>
      <div className="chart-body">
        <Suspense fallback={<p className="chart-loading">Loading chart…</p>}>{children}</Suspense>
      </div>
    </figure>
  );
}
