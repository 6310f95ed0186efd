import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type LogSearch } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LogSearchPage } from './LogSearchPage';
import { FAST_POLL_MS, NO_POLL_MS, PageAtRoutes, toasts } from './storySupport';

// Expected figures come from the demo data itself, not from the page.
const demo = new DemoDatabase({ now: DEMO_NOW });
const seeded = demo.customer(DEMO_CUSTOMERS.direct).logSearches;
function seededSearch(match: (search: LogSearch) => boolean): LogSearch {
  const found = seeded.find(match);
  if (!found) throw new Error('The demo lacks a seeded search the stories need');
  return found;
}
const LARGE = seededSearch((search) => search.request.query === 'dst_port=3389');
const RUNNING = seededSearch((search) => search.percent < 100);
const EMPTY = seededSearch((search) => search.percent === 100 && search.count === 0 && !search.failed);
const FAILED = seededSearch((search) => search.failed);
const SOURCE_TAGS = [...new Set(demo.customer(DEMO_CUSTOMERS.direct).logSources.flatMap((source) => source.tags))];
const count = (value: number) => value.toLocaleString('en-US');
const at = (search: LogSearch) => `/logsearch/search/${search.id}`;

/** The running search, answered at a fixed percent on every poll. */
const holdAt = (percent: number) =>
  http.get(anyOrigin(CALLS.logSearch.path), () =>
    HttpResponse.json(
      { search: { ...RUNNING, percent } },
      { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } },
    ),
  );

const meta = {
  title: 'Screens/Data/LogSearchPage',
  component: LogSearchPage,
  args: { pollMs: FAST_POLL_MS },
  render: (args) => <PageAtRoutes {...args} />,
  parameters: {
    layout: 'fullscreen',
    route: '/logsearch',
    docs: {
      description: {
        component:
          '/logsearch and /logsearch/search/:searchId (portal-core §2, §4): a new search (query, time range of the last hour by default, case-sensitive by default, log source tags), started with `POST /api/v1/logsearch`, polled with `GET /api/v1/logsearch/:id` until percent is 100 (every 2 s; the stories poll faster), then its result pages (`GET /api/v1/logsearch-results/:id?page=`, the page in the URL), retry, delete and exports.',
      },
    },
  },
} satisfies Meta<typeof LogSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new search: the last hour, case-sensitive, the customer's log source tags to pick. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log Search' })).toBeVisible();
    const form = canvas.getByRole('search', { name: 'New search' });
    await expect(within(form).getByRole('checkbox', { name: 'Case sensitive' })).toBeChecked();
    await expect(within(form).getByRole('button', { name: /^Time range:/ })).toHaveTextContent('Past Hour');
    const tags = await within(form).findByRole('group', { name: 'Log source tags' });
    for (const tag of SOURCE_TAGS)
      await expect(await within(tags).findByRole('checkbox', { name: tag })).not.toBeChecked();
    await expect(within(form).getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/** Enter in the query runs the search: the progress bar, then the results with their count. */
export const EnterRunsASearch: Story = {
  play: async ({ canvas, userEvent }) => {
    const tags = await canvas.findByRole('group', { name: 'Log source tags' });
    await userEvent.click(await within(tags).findByRole('checkbox', { name: 'firewall' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Query' }), 'dst_port=3389{Enter}');
    await expect(await canvas.findByRole('progressbar', { name: 'Searching logs' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/logsearch\/search\//),
    );
    const summary = await canvas.findByText(/results found/);
    await expect(summary).toHaveTextContent(
      `${count(LARGE.count)} results found, ${count(LARGE.available_count)} available`,
    );
    await expect(await canvas.findByRole('grid', { name: 'Log search results' })).toBeVisible();
  },
};

export const RunningAt0Percent: Story = {
  parameters: { route: at(RUNNING) },
  beforeEach: ({ msw }) => msw.use(holdAt(0)),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Searching logs' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('button', { name: 'Cancel search' })).toBeEnabled();
  },
};

export const RunningAt40Percent: Story = {
  parameters: { route: at(RUNNING) },
  beforeEach: ({ msw }) => msw.use(holdAt(40)),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Searching logs' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    // The form shows the running search's request, to run again.
    await expect(canvas.getByRole('searchbox', { name: 'Query' })).toHaveValue(RUNNING.request.query);
  },
};

/** At 100 % the progress bar gives way to the results. */
export const RunningTo100Percent: Story = {
  parameters: { route: at(RUNNING) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Searching logs' })).toBeVisible();
    await expect(await canvas.findByText(`${count(RUNNING.count)} results found`)).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Searching logs' })).toBeNull();
  },
};

/** Cancelling a running search deletes it and goes back to a new search. */
export const CancelRunningSearch: Story = {
  args: { pollMs: NO_POLL_MS },
  parameters: { route: at(RUNNING) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel search' }));
    await expect(await toasts().findByText('Search cancelled.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/logsearch$/));
  },
};

/** A finished search: the count and the available count, a page of 1,000 rows, and the next page in the URL. */
export const Results: Story = {
  parameters: { route: at(LARGE) },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(`${count(LARGE.count)} results found, ${count(LARGE.available_count)} available`),
    ).toBeVisible();
    const pages = await canvas.findByRole('navigation', { name: 'Result pages' });
    await expect(pages).toHaveTextContent('Page 1 of 2');
    await expect(canvas.getByText('Showing 1 - 1,000 of 1,000 results on this page')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(`${at(LARGE)}?page=2`),
    );
    // The second page replaces the first once it has arrived.
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Result pages' })).toHaveTextContent('Page 2 of 2'),
    );
    const second = canvas.getByRole('navigation', { name: 'Result pages' });
    await expect(within(second).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(within(second).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** Issue 14 item 8: a full page of 1,000 rows, opened at its second page. */
export const ThousandRowPage: Story = {
  parameters: { route: `${at(LARGE)}?page=2` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Showing 1 - 1,000 of 1,000 results on this page')).toBeVisible();
    await expect(canvasElement.querySelector('[data-log-results="painted"]')).toHaveAttribute('data-row-count', '1000');
    await expect(canvas.getByRole('navigation', { name: 'Result pages' })).toHaveTextContent('Page 2 of 2');
  },
};

export const EmptyResults: Story = {
  parameters: { route: at(EMPTY) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'No results found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete search' })).toBeEnabled();
  },
};

export const SearchFailed: Story = {
  parameters: { route: at(FAILED) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The search failed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry search' })).toBeEnabled();
  },
};

export const StartFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.startLogSearch.path, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Query' }), 'user=root{Enter}');
    await expect(await toasts().findByText('Internal server error.')).toBeVisible();
    // Nothing typed is lost and the page stays on the new search.
    await expect(canvas.getByRole('searchbox', { name: 'Query' })).toHaveValue('user=root');
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/logsearch$/);
  },
};

export const PollFails: Story = {
  parameters: { route: at(RUNNING) },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logSearch.path, 503)),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Search results' });
    await expect(await within(panel).findByText('Service temporarily unavailable.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: /Retry/ })).toBeEnabled();
  },
};

export const ResultsFail: Story = {
  parameters: { route: at(LARGE) },
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logSearchResults.path, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
    // The search itself is there: its count shows above the failed page.
    await expect(
      canvas.getByText(`${count(LARGE.count)} results found, ${count(LARGE.available_count)} available`),
    ).toBeVisible();
  },
};
