/** In-page helpers shared by the benchmarks: time a render until it is painted, repeat, report the median. */
export interface BenchFigure {
  label: string;
  medianMs: number;
  /** Every measured run in the order run (BENCH_RUNS=1 prints them). */
  timesMs?: number[];
  minMs: number;
  runs: number;
}

export interface BenchReport {
  name: string;
  figures: BenchFigure[];
  notes: string[];
}

declare global {
  interface Window {
    __BENCH__?: BenchReport;
  }
}

/** Resolves after the browser has painted the current frame. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });
}

/** Times `run` (which must resolve once its work is painted) `runs` times after `warmups` unmeasured runs. */
export async function measure(label: string, run: () => Promise<void>, runs = 7, warmups = 2): Promise<BenchFigure> {
  for (let i = 0; i < warmups; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN, minMs: times[0] ?? Number.NaN, runs };
}

export function publish(report: BenchReport): void {
  window.__BENCH__ = report;
}
