// @vitest-environment happy-dom
import type { CloudSection } from '@portal/api';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CLOUD } from './cloudTestData';
import { useCloudSave } from './useCloudSave';

/** The saves the hook sends; each waits until the test answers it. */
const server = vi.hoisted(() => ({
  sent: [] as unknown[],
  answers: [] as ((ok: boolean) => void)[],
}));

vi.mock('../../api/useApiMutation', () => ({
  useApiMutation: () => ({
    run: ({ body }: { body: unknown }) =>
      new Promise((resolve) => {
        server.sent.push(body);
        server.answers.push((ok) => resolve(ok ? body : undefined));
      }),
    isMutating: false,
    error: undefined,
  }),
}));

const SAVED: CloudSection = EMPTY_CLOUD;

const sentSections = () => server.sent as CloudSection[];

/** Answers the oldest save still waiting, and lets the hook go on. */
async function answerNext(ok = true) {
  const answer = server.answers.shift();
  if (!answer) throw new Error('No save is waiting');
  await act(async () => {
    answer(ok);
    await Promise.resolve();
  });
}

beforeEach(() => {
  server.sent = [];
  server.answers = [];
});

describe('useCloudSave', () => {
  it('sends changes made while a save is on its way as one save, newest section last', async () => {
    const { result } = renderHook(() => useCloudSave(SAVED));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.change('azure', { log_analytics: false, security_center: false, sentinel: true });
    });
    act(() => {
      void result.current.change('azure', { log_analytics: true, security_center: false, sentinel: true });
      void result.current.change('azure', { completed: true });
    });
    await answerNext();
    await vi.waitFor(() => expect(sentSections()).toHaveLength(2));
    expect(sentSections()[1]?.azure).toEqual({
      log_analytics: true,
      security_center: false,
      sentinel: true,
      completed: true,
    });
    await answerNext();
    await act(() => first);
    expect(result.current.saving).toBe(false);
  });

  it('still saves a change made after several changes had queued behind one save (none is ever stuck)', async () => {
    const { result } = renderHook(() => useCloudSave(SAVED));
    act(() => {
      void result.current.change('office365', { licenses: 'E5', dlp: false });
      void result.current.change('office365', { licenses: 'E5', dlp: true });
      void result.current.change('office365', { completed: true });
    });
    await answerNext();
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));
    await answerNext();
    await vi.waitFor(() => expect(result.current.saving).toBe(false));

    let later: Promise<void> = Promise.resolve();
    act(() => {
      later = result.current.change('salesforce', { licenses: '250' });
    });
    await vi.waitFor(() => expect(sentSections()).toHaveLength(3));
    expect(sentSections()[2]?.salesforce.licenses).toBe('250');
    expect(sentSections()[2]?.office365).toEqual({ licenses: 'E5', dlp: true, completed: true });
    await answerNext();
    await act(() => later);
  });

  it('keeps a failed change on screen with the reason, and sends it again with the next change', async () => {
    const { result } = renderHook(() => useCloudSave(SAVED));
    act(() => {
      void result.current.change('geo_login', { countries: ['DE'] });
    });
    await answerNext(false);
    await vi.waitFor(() => expect(result.current.saving).toBe(false));
    expect(result.current.cloud.geo_login.countries).toEqual(['DE']);

    act(() => {
      void result.current.change('geo_login', { completed: true });
    });
    await vi.waitFor(() => expect(sentSections()).toHaveLength(2));
    expect(sentSections()[1]?.geo_login).toEqual({ countries: ['DE'], completed: true });
    await answerNext();
  });
});
