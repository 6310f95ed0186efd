// @vitest-environment happy-dom
import { CALLS } from '@portal/api';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from '../api/__tests__/testSession';
import { resetSession } from '../state/session';
import { PAGES_WITH_DATA, preloadPageData } from './pageData';
import { PATHS } from './paths';

/** The path of every request the page data preload makes; the replies do not matter here (a 503 each). */
const requested: string[] = [];
const server = setupServer(
  http.get('*', ({ request }) => {
    requested.push(new URL(request.url).pathname);
    return new HttpResponse(null, { status: 503 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetSession();
  requested.length = 0;
});
afterAll(() => server.close());

/** Preloads of one page lifetime are remembered (useApi.ts), so each case signs in as a customer of its own. */
let customers = 0;
async function requestsOf(pathname: string): Promise<string[]> {
  customers += 1;
  signInTestUser(`c-page-data-${String(customers)}`);
  preloadPageData(pathname);
  // Each call asked for is in flight by the next macrotask; a path with none asks for nothing.
  await new Promise((settle) => setTimeout(settle, 50));
  return [...requested].sort();
}

describe('preloadPageData', () => {
  it('lists the dashboard, endpoint and sensor pages by their paths in the route table', () => {
    expect([...PAGES_WITH_DATA].sort()).toEqual([PATHS.dashboard, PATHS.endpoints, PATHS.sensors].sort());
  });

  it('asks for the agents list of the endpoint page, also with a trailing slash', async () => {
    expect(await requestsOf('/dashboard/endpoints')).toEqual([CALLS.agents.path]);
    requested.length = 0;
    expect(await requestsOf('/dashboard/endpoints/')).toEqual([CALLS.agents.path]);
  });

  it("asks for the dashboard's first panels and the sensor page's metrics", async () => {
    expect(await requestsOf('/dashboard')).toEqual([CALLS.agents.path, CALLS.metricsSummary.path].sort());
    requested.length = 0;
    expect(await requestsOf('/dashboard/sensors')).toEqual([CALLS.sensorMetrics.path]);
  });

  it('asks for nothing on a page without a listed read, or a path below a listed page', async () => {
    expect(await requestsOf('/contact')).toEqual([]);
    expect(await requestsOf('/dashboard/endpoints/extra')).toEqual([]);
  });
});
