import { afterPaint, type BenchFigure } from '../harness';

/** Resolves at the start of the next frame, before the browser renders it. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves in the first task after the current frame's style, layout and paint (a message, not a timer). */
function afterRendering(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * For an action started at the beginning of a frame (see measureWithSetup): resolves once a frame in which `ready`
 * holds has been rendered. Timing to the end of that frame's paint rather than to a later requestAnimationFrame
 * keeps the figures from being rounded up to whole 16.7 ms frames.
 */
export async function paintedWhen(ready: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  await afterRendering();
  while (!ready()) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out waiting for the table to update');
    await nextFrame();
    await afterRendering();
  }
}

export function figure(label: string, times: number[]): BenchFigure {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    label,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    minMs: sorted[0] ?? Number.NaN,
    runs: times.length,
    timesMs: times,
  };
}

/**
 * Like the harness's `measure`, but with an untimed `setup` before each run, so a run can start from a fresh
 * state (a fresh mount, a rows array never sorted) without timing the preparation.
 */
export async function measureWithSetup(
  label: string,
  setup: (run: number) => Promise<void>,
  /** Resolves when its result is painted; `startAt` moves the start of the timing later (see scrollTo). */
  action: (run: number, startAt: (time: number) => void) => Promise<void>,
  runs = 7,
  warmups = 2,
): Promise<BenchFigure> {
  const times: number[] = [];
  for (let run = 0; run < warmups + runs; run += 1) {
    await setup(run);
    // Start at the beginning of a frame, so the frame's rendering follows the action directly.
    await nextFrame();
    let start = performance.now();
    await action(run, (time) => {
      start = time;
    });
    if (run >= warmups) times.push(performance.now() - start);
  }
  return figure(label, times);
}

export interface ScrollStats {
  meanFrameMs: number;
  p95FrameMs: number;
  droppedFrames: number;
  frames: number;
}

/** Scrolls `element` by `step` px every frame for `frames` frames and reports the frame intervals. */
export async function scrollFrames(element: HTMLElement, step: number, frames: number): Promise<ScrollStats> {
  element.scrollTop = 0;
  await afterPaint();
  const stamps: number[] = [];
  await new Promise<void>((done) => {
    const tick = (time: number) => {
      stamps.push(time);
      if (stamps.length > frames) {
        done();
        return;
      }
      element.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const intervals = stamps.slice(1).map((time, index) => time - (stamps[index] ?? time));
  const sorted = [...intervals].sort((a, b) => a - b);
  const frameMs = 1000 / 60;
  return {
    meanFrameMs: intervals.reduce((sum, interval) => sum + interval, 0) / intervals.length,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
    // An interval of n frames (rounded) missed n - 1 of them.
    droppedFrames: intervals.reduce((sum, interval) => sum + Math.max(0, Math.round(interval / frameMs) - 1), 0),
    frames: intervals.length,
  };
}

/**
 * Scrolls `element` and resolves with the time of its scroll event. Browsers deliver scroll events at the next
 * frame, for any table alike, so a scroll figure measured from the event shows the table's own work.
 */
export function scrollTo(element: HTMLElement, top: number): Promise<number> {
  return new Promise((resolve) => {
    // A capturing listener on the document hears the event before the table's own listeners.
    document.addEventListener('scroll', () => resolve(performance.now()), { capture: true, once: true });
    element.scrollTop = top;
  });
}

/**
 * A scroll of one row each run, from a scroll offset at a row's top, timed from the scroll event to the painted frame:
 * the row that comes into view was rendered ahead (both tables render spare rows), and the table renders one more.
 */
export function measureOneRowScroll(label: string, scroller: HTMLElement, rowHeight: number): Promise<BenchFigure> {
  return measureWithSetup(
    label,
    () => Promise.resolve(),
    async (_run, startAt) => {
      startAt(await scrollTo(scroller, scroller.scrollTop + rowHeight));
      await paintedWhen(() => true);
    },
  );
}

/** Sets an input's value as typing does, so React's onChange runs. */
export function typeInto(input: HTMLInputElement, value: string): void {
  // The prototype's setter, not the instance's, so React's value tracker sees a change.
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** One figure from the same measurement taken in several rounds: every run of every round, one median. */
export function pooled(figures: readonly BenchFigure[]): BenchFigure {
  const [first] = figures;
  if (first === undefined) throw new Error('no figures to pool');
  return figure(
    first.label,
    figures.flatMap((each) => each.timesMs ?? []),
  );
}

/** Scroll frames of several rounds as one: their means averaged, the worst p95, the dropped frames added up. */
export function pooledScroll(rounds: readonly ScrollStats[]): ScrollStats {
  const frames = rounds.reduce((sum, round) => sum + round.frames, 0);
  return {
    meanFrameMs: rounds.reduce((sum, round) => sum + round.meanFrameMs * round.frames, 0) / frames,
    p95FrameMs: Math.max(...rounds.map((round) => round.p95FrameMs)),
    droppedFrames: rounds.reduce((sum, round) => sum + round.droppedFrames, 0),
    frames,
  };
}
