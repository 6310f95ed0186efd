// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrameAfterNext } from './index';

/** Animation frames the test runs by hand: each frame runs the callbacks requested before it began. */
function manualFrames() {
  let queued = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    const id = nextId;
    nextId += 1;
    queued.set(id, callback);
    return id;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    queued.delete(id);
  });
  return {
    runFrame: () => {
      const callbacks = [...queued.values()];
      queued = new Map();
      for (const callback of callbacks) callback(performance.now());
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('inFrameAfterNext', () => {
  it('runs the work in the animation callbacks of the second frame, not the first', () => {
    const frames = manualFrames();
    const work = vi.fn();
    inFrameAfterNext(work);
    frames.runFrame();
    expect(work).not.toHaveBeenCalled();
    frames.runFrame();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before the first frame or between the two', () => {
    const frames = manualFrames();
    const early = vi.fn();
    const late = vi.fn();
    inFrameAfterNext(early)();
    const cancelLate = inFrameAfterNext(late);
    frames.runFrame();
    cancelLate();
    frames.runFrame();
    frames.runFrame();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
