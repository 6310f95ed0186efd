// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useImmediateSave } from './useImmediateSave';

interface Settings {
  windows: number;
  sysmon: boolean;
}

const SAVED: Settings = { windows: 0, sysmon: false };

/** A server whose saves each wait until the test answers them, in the order they were sent. */
function slowServer() {
  const sent: Settings[] = [];
  const answers: ((ok: boolean) => void)[] = [];
  const save = (body: Settings) =>
    new Promise<Settings | undefined>((resolve) => {
      sent.push(body);
      answers.push((ok) => resolve(ok ? body : undefined));
    });
  const answerNext = async (ok = true) => {
    const answer = answers.shift();
    if (!answer) throw new Error('No save is waiting');
    await act(async () => {
      answer(ok);
      await Promise.resolve();
    });
  };
  return { sent, save, answerNext };
}

describe('useImmediateSave', () => {
  it('shows a change at once, and sends changes made while a save is on its way as one save with the newest section', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useImmediateSave(SAVED, server.save));
    const outcomes: Promise<boolean>[] = [];
    act(() => {
      outcomes.push(result.current.apply({ windows: 500, sysmon: false }));
    });
    expect(result.current.section).toEqual({ windows: 500, sysmon: false });
    act(() => {
      outcomes.push(result.current.apply({ windows: 500, sysmon: true }));
      outcomes.push(result.current.apply({ windows: 250, sysmon: true }));
    });
    // Only the first is on its way: a second whole-section save could land before it and be undone by it.
    expect(server.sent).toEqual([{ windows: 500, sysmon: false }]);
    expect(result.current.section).toEqual({ windows: 250, sysmon: true });

    await server.answerNext();
    expect(server.sent).toEqual([
      { windows: 500, sysmon: false },
      { windows: 250, sysmon: true },
    ]);
    await server.answerNext();
    await expect(Promise.all(outcomes)).resolves.toEqual([true, true, true]);
    expect(result.current.saving).toBe(false);
  });

  it('puts the saved section back when a save fails, with the changes made on top of it', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useImmediateSave(SAVED, server.save));
    const outcomes: Promise<boolean>[] = [];
    act(() => {
      outcomes.push(result.current.apply({ windows: 500, sysmon: false }));
      outcomes.push(result.current.apply({ windows: 500, sysmon: true }));
    });
    await server.answerNext(false);
    await expect(Promise.all(outcomes)).resolves.toEqual([false, false]);
    expect(server.sent).toEqual([{ windows: 500, sysmon: false }]);
    expect(result.current.section).toEqual(SAVED);
    expect(result.current.saving).toBe(false);
  });

  it('sends a change made after the last save answered (none is left waiting)', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useImmediateSave(SAVED, server.save));
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.apply({ windows: 500, sysmon: false });
    });
    await server.answerNext();
    await expect(first).resolves.toBe(true);

    let later: Promise<boolean> = Promise.resolve(false);
    act(() => {
      later = result.current.apply({ windows: 500, sysmon: true });
    });
    expect(server.sent).toEqual([
      { windows: 500, sysmon: false },
      { windows: 500, sysmon: true },
    ]);
    await server.answerNext();
    await expect(later).resolves.toBe(true);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('offline'))],
    [
      'throws at once',
      () => {
        throw new Error('offline');
      },
    ],
  ])('counts a save that %s as failed, and the next change is still sent', async (_how, failure) => {
    let calls = 0;
    const save = (body: Settings): Promise<Settings> => {
      calls += 1;
      return calls === 1 ? failure() : Promise.resolve(body);
    };
    const { result } = renderHook(() => useImmediateSave(SAVED, save));
    let outcome: Promise<boolean> = Promise.resolve(true);
    act(() => {
      outcome = result.current.apply({ windows: 500, sysmon: false });
    });
    await act(async () => {
      await expect(outcome).resolves.toBe(false);
    });
    act(() => {
      outcome = result.current.apply({ windows: 250, sysmon: false });
    });
    await act(async () => {
      await expect(outcome).resolves.toBe(true);
    });
    expect(calls).toBe(2);
  });
});
