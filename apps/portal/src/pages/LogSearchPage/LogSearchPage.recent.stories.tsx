import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { LogSearchPage } from './LogSearchPage';
import { FAST_POLL_MS, PageAtRoutes } from './storySupport';

// The expected searches come from the demo data, ordered here by date, not by the page.
const demo = new DemoDatabase({ now: DEMO_NOW });
const seeded = demo.customer(DEMO_CUSTOMERS.direct).logSearches;
const newestFirst = [...seeded].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
const queryOf = (query: string) => query || '(all logs)';

const meta = {
  title: 'Screens/Data/LogSearchPage/Recent Searches',
  component: LogSearchPage,
  args: { pollMs: FAST_POLL_MS },
  render: (args) => <PageAtRoutes {...args} />,
  parameters: { layout: 'fullscreen', route: '/logsearch' },
} satisfies Meta<typeof LogSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below a new search, the five latest searches, newest first, each opening its results. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'Recent searches' });
    const items = await within(panel).findAllByRole('listitem');
    await expect(items).toHaveLength(Math.min(5, seeded.length));
    for (const [index, item] of items.entries()) {
      const search = newestFirst[index];
      if (search === undefined) throw new Error('The demo has fewer searches than listed');
      await expect(within(item).getByRole('link')).toHaveTextContent(queryOf(search.request.query));
    }
    const newest = newestFirst[0];
    if (newest === undefined) throw new Error('The demo has no searches');
    await userEvent.click(within(items[0] ?? panel).getByRole('link'));
    await expect(await canvas.findByText(/results found|No results|Searching/)).toBeVisible();
  },
};

/** A customer who has never searched: the panel says where searches will be kept. */
export const NoSearchesYet: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(CALLS.logSearches.path), () =>
        HttpResponse.json({ searches: [] }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
      ),
    ),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Recent searches' });
    await expect(await within(panel).findByRole('heading', { name: 'No searches yet' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'New search' })).toBeVisible();
  },
};

/** The list fails on its own: its panel says so with Retry, and the search form still works. */
export const RecentSearchesFail: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logSearches.path, 500)),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Recent searches' });
    await expect(await within(panel).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Query' })).toBeEnabled();
  },
};
