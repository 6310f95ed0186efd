// @vitest-environment happy-dom
import { AUTH_HEADERS, CALLS } from '@portal/api';
import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalDataProvider } from '../../api/PortalDataProvider';
import { useSensorMetrics } from '../../api/hooks';
import { signInTestUser } from '../../api/__tests__/testSession';
import { resetSession } from '../../state/session';

/** §9: sensor metrics go stale after 5 minutes; the page's data hook then fetches them again, not before. */
let replies = 0;
const server = setupServer(
  http.get(`*${CALLS.sensorMetrics.path}`, () => {
    replies += 1;
    return HttpResponse.json({ sensors: [] }, { headers: { [AUTH_HEADERS.customer]: 'c-sensors' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Fetches() {
  const { data } = useSensorMetrics();
  return <p>{data === undefined ? 'waiting' : 'fetched'}</p>;
}

describe('sensor metrics staleness', () => {
  it('refetches once the 5 minutes have passed, and not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetSession();
    signInTestUser('c-sensors', 'Sensors Inc');
    replies = 0;
    render(
      <PortalDataProvider>
        <Fetches />
      </PortalDataProvider>,
    );
    expect(await screen.findByText('fetched')).toBeTruthy();
    expect(replies).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(replies).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000 + 1000));
    // The same reply again: SWR keeps the data object, so the count of replies is what shows the refetch.
    await vi.waitFor(() => {
      expect(replies).toBe(2);
    });
  });
});
