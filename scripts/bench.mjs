#!/usr/bin/env node
// npm run bench: the retry engine's throughput per mode in Node, on one core (no worker pool).
import { loadEngine } from './sim.build.mjs';

const { runBench } = await loadEngine('bench');
console.log(
  `Node ${process.version}, one thread; budgets are checked against the best wall time of the repeats\n`,
);
let over = 0;
/** This process's CPU time (user + system), ms: what a run cost, whatever else the machine does. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** Sleeps without spinning (Atomics.wait blocks this thread, which Node allows). */
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
runBench({ now: () => performance.now(), cpu, pause }, (line) => {
  const budget =
    line.budgetMs === null
      ? ''
      : `  (budget ${line.budgetMs} ms: ${line.ms <= line.budgetMs ? 'ok' : 'OVER'})`;
  if (line.budgetMs !== null && line.ms > line.budgetMs) over += 1;
  const rate = Math.round(line.throughput).toLocaleString('en-US');
  const cpuTime = line.cpuMs === null ? '' : `, CPU ${line.cpuMs.toFixed(1)} ms`;
  console.log(
    `${line.name}\n  ${line.ms.toFixed(1)} ms best of ${line.repeats} (median ${line.medianMs.toFixed(1)} ms${cpuTime}), ${rate} ${line.unit}${budget}`,
  );
});
process.exitCode = over > 0 ? 1 : 0;
