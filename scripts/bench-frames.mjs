// `node scripts/bench-frames.mjs reports/bench/<page>.trace.json`: for a trace recorded with BENCH_TRACE=light, the
// median main-thread CPU time of each scroll that rendered (its handler, then its frame's style, layout, pre-paint,
// paint and layerize), grouped by the last `performance.mark('set-<name>')` before it when the page sets any.
// CPU time (the trace's thread time) leaves out the time this shared 2-core VM gives to other work, which moves the
// wall-clock figures by up to 40 % between runs; it still moves by about 15 %, so compare two variants in alternating
// sets of one page, over several runs, and take a difference smaller than that for none.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/bench-frames.mjs <trace.json>');
  process.exit(1);
}
const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
const PHASES = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'];
const isScroll = (event) =>
  event.ph === 'X' && event.name === 'EventDispatch' && event.args?.data?.type === 'scroll' && event.dur > 500;

const marks = traceEvents
  .filter((event) => event.name.startsWith('set-'))
  .map((event) => ({ ts: event.ts, set: event.name.slice(4) }))
  .sort((a, b) => a.ts - b.ts);
const mainThread = traceEvents.find(isScroll)?.tid;
const events = traceEvents.filter((event) => event.ph === 'X' && event.tid === mainThread).sort((a, b) => a.ts - b.ts);
const cpuMs = (event) => (event.tdur ?? event.dur) / 1000;

const bySet = new Map();
events.forEach((scroll, at) => {
  if (!isScroll(scroll)) return;
  const set = marks.findLast((mark) => mark.ts < scroll.ts)?.set ?? 'all';
  const frame = { handler: cpuMs(scroll) };
  // The phases of the frame the scroll rendered in, up to its layerize; a nested Paint is counted once.
  let paintEnd = 0;
  // Read on from the scroll in place: a copy of the rest of the trace per scroll made the script quadratic.
  for (let next = at + 1; next < events.length; next += 1) {
    const event = events[next];
    if (event.ts < scroll.ts + scroll.dur || !PHASES.includes(event.name)) continue;
    if (event.name === 'Paint' && event.ts < paintEnd) continue;
    if (event.name === 'Paint') paintEnd = event.ts + event.dur;
    frame[event.name] = (frame[event.name] ?? 0) + cpuMs(event);
    if (event.name === 'Layerize') break;
  }
  frame.total = Object.values(frame).reduce((sum, ms) => sum + ms, 0);
  bySet.set(set, [...(bySet.get(set) ?? []), frame]);
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
for (const [set, frames] of bySet) {
  const parts = ['total', 'handler', ...PHASES].map(
    (part) => `${part} ${median(frames.map((frame) => frame[part] ?? 0)).toFixed(2)}`,
  );
  console.log(`${set} (${frames.length} scrolls): ${parts.join('  ')} ms`);
}
