import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { formatDuration, formatPercent } from '@/core/format';
import { tierColour } from '@/lib/tier-colours';
import { BURN_COLOURS } from './colours';
import { MAX_TIME_TICKS, timeTicks } from './time-ticks';
import type { TimelineData, TimelineRow } from './timeline-data';

/**
 * The plot area's place in the chart, px: inside the burn axis (left), the budget axis (right),
 * the time axis and its label (bottom). The firing strips take the same left and right margins.
 */
const PLOT = { top: 8, left: 64, right: 60, bottom: 54 } as const;
const PLOT_INSET: CSSProperties = { marginLeft: PLOT.left, marginRight: PLOT.right };
/** About the widest time label ("1h 15m") and a gap, px: fewer ticks on a narrow plot. */
const TIME_LABEL_SPACE = 56;
const TICK = 6;

/** Where a span sits on the time axis, in percent of the plot's width. */
const at = (t: number, end: number) => `${(100 * Math.min(Math.max(t / end, 0), 1)).toFixed(3)}%`;

type Scale = (v: number) => number;
const linear =
  (d0: number, d1: number, r0: number, r1: number): Scale =>
  (v) =>
    d1 === d0 ? r0 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

/** An SVG path through the rows' values, broken where a value is missing. */
function pathOf(
  rows: readonly TimelineRow[],
  value: (r: TimelineRow) => number | null | undefined,
  x: Scale,
  y: Scale,
): string {
  let d = '';
  let pen = false;
  for (const r of rows) {
    const v = value(r);
    if (v === null || v === undefined || !Number.isFinite(v)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${x(r.t).toFixed(1)},${y(v).toFixed(1)}`;
    pen = true;
  }
  return d;
}

/** The element's content box, px, kept up to date (0 × 0 until measured). */
function useSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number, height: number) =>
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    measure(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([e]) => {
      if (e) measure(Math.round(e.contentRect.width), Math.round(e.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The axes, the grid and the lines, as plain SVG: a few ms to draw, where a Recharts chart of
 * six series took 55–90 ms in one main-thread task for a month of data. */
function TimelinePlot({
  data,
  width,
  height,
}: {
  readonly data: TimelineData;
  readonly width: number;
  readonly height: number;
}) {
  const { rows, windows, end, burnTicks, leftTicks } = data;
  const x0 = PLOT.left;
  const x1 = Math.max(x0 + 1, width - PLOT.right);
  const y0 = PLOT.top;
  const y1 = Math.max(y0 + 1, height - PLOT.bottom);
  const most = Math.max(3, Math.min(MAX_TIME_TICKS, Math.floor((x1 - x0) / TIME_LABEL_SPACE)));
  const times = timeTicks(end, most);
  const x = linear(0, end, x0, x1);
  const burn = linear(burnTicks[0] ?? 0, burnTicks.at(-1) ?? 1, y1, y0);
  const left = linear(leftTicks[0] ?? 0, 1, y1, y0);
  return (
    <svg
      className="backtest-plot"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
    >
      <rect
        className="backtest-plot-area"
        x={x0}
        y={y0}
        width={x1 - x0}
        height={y1 - y0}
        fill="none"
      />
      <g className="chart-grid" strokeDasharray="3 3">
        {times.map((t) => (
          <line key={`x${t}`} x1={x(t)} x2={x(t)} y1={y0} y2={y1} />
        ))}
        {burnTicks.map((b) => (
          <line key={`y${b}`} x1={x0} x2={x1} y1={burn(b)} y2={burn(b)} />
        ))}
        <line x1={x1} x2={x1} y1={y0} y2={y1} />
        <line x1={x0} x2={x1} y1={y0} y2={y0} />
      </g>
      <g className="backtest-axis">
        <path d={`M${x0},${y1}H${x1}M${x0},${y0}V${y1}M${x1},${y0}V${y1}`} />
        {times.map((t) => (
          <g key={t}>
            <path d={`M${x(t)},${y1}v${TICK}`} />
            <text x={x(t)} y={y1 + TICK + 4} dy="0.71em" textAnchor="middle">
              {formatDuration(t)}
            </text>
          </g>
        ))}
        {burnTicks.map((b) => (
          <g key={b}>
            <path d={`M${x0},${burn(b)}h${-TICK}`} />
            <text x={x0 - TICK - 3} y={burn(b)} dy="0.32em" textAnchor="end">
              {`${Number(b.toPrecision(3))}×`}
            </text>
          </g>
        ))}
        {leftTicks.map((l) => (
          <g key={l}>
            <path d={`M${x1},${left(l)}h${TICK}`} />
            <text x={x1 + TICK + 3} y={left(l)} dy="0.32em" textAnchor="start">
              {l < 0 ? `−${formatPercent(-l)}` : formatPercent(l)}
            </text>
          </g>
        ))}
        <text x={(x0 + x1) / 2} y={height - 4} textAnchor="middle">
          time from the first sample
        </text>
      </g>
      <g className="backtest-lines" fill="none" strokeWidth={1.5}>
        {windows.map((w, i) => (
          <path
            key={w}
            className="backtest-line"
            data-series={`b${i}`}
            stroke={BURN_COLOURS[i % BURN_COLOURS.length]}
            d={pathOf(rows, (r) => r[`b${i}`], x, burn)}
          />
        ))}
        <path
          className="backtest-line"
          data-series="left"
          stroke="var(--muted)"
          strokeDasharray="5 4"
          d={pathOf(rows, (r) => r.left, x, left)}
        />
      </g>
    </svg>
  );
}

/**
 * The backtest over time (lazy): the burn rate over each window of the tiers, the budget left
 * (dashed, right axis), and under the plot a strip per tier where it was firing, over exactly the
 * plot's width.
 */
export default function TimelineChart({ data }: { readonly data: TimelineData }) {
  const { windows, firing, end } = data;
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(box);
  const plot = useMemo(
    () =>
      width > 0 && height > 0 ? <TimelinePlot data={data} width={width} height={height} /> : null,
    [data, width, height],
  );
  return (
    <div className="series-chart backtest-chart" data-end={end}>
      <ul className="series-legend backtest-legend">
        {windows.map((w, i) => (
          <li key={w}>
            <span
              className="backtest-swatch"
              style={{ borderTopColor: BURN_COLOURS[i % BURN_COLOURS.length] }}
            />
            Burn over {w}
          </li>
        ))}
        <li>
          <span className="backtest-swatch backtest-swatch-budget" />
          Budget left (right axis)
        </li>
      </ul>
      <div className="series-chart-plot backtest-plot-box" ref={box}>
        {plot}
      </div>
      <div className="backtest-firing" aria-hidden="true" style={PLOT_INSET}>
        {firing.map((f) => (
          <div key={f.tier} className="backtest-firing-row">
            <span className="backtest-firing-name">
              Tier {f.tier} ({f.severity})
            </span>
            <span className="backtest-firing-track">
              {f.spans.map(([a, b]) => (
                <span
                  key={a}
                  className="backtest-firing-span"
                  style={{
                    left: at(a, end),
                    width: `max(2px, calc(${at(b, end)} - ${at(a, end)}))`,
                    background: tierColour(f.tier),
                  }}
                />
              ))}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
