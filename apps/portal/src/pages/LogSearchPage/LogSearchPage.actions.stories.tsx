import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { expect, waitFor } from 'storybook/test';
import { LogSearchPage } from './LogSearchPage';
import { FAST_POLL_MS, PageAtRoutes, toasts } from './storySupport';

const demo = new DemoDatabase({ now: DEMO_NOW });
const seeded = demo.customer(DEMO_CUSTOMERS.direct).logSearches;
const FAILED = seeded.find((search) => search.failed);
const SMALL = seeded.find((search) => search.request.query === 'EventID=4625 AND user=admin*');
if (!FAILED || !SMALL) throw new Error('The demo lacks the seeded searches the stories need');

const meta = {
  title: 'Screens/Data/LogSearchPage/Actions',
  component: LogSearchPage,
  args: { pollMs: FAST_POLL_MS },
  render: (args) => <PageAtRoutes {...args} />,
  parameters: { layout: 'fullscreen', route: `/logsearch/search/${FAILED.id}` },
} satisfies Meta<typeof LogSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Address' });

/** Retry: a new search from the same request opens (and runs to its results), the failed one is deleted. */
export const RetryFailedSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry search' }));
    await expect(await toasts().findByText('Search started again.')).toBeVisible();
    await waitFor(() => expect(address(canvas)).not.toHaveTextContent(FAILED.id));
    await expect(address(canvas)).toHaveTextContent(/^\/logsearch\/search\/[0-9a-f-]+$/);
    // The new search runs the same request, so the form still shows it.
    await expect(canvas.getByRole('searchbox', { name: 'Query' })).toHaveValue(FAILED.request.query);
    await expect(await canvas.findByText(/results found/)).toBeVisible();
  },
};

/** Retry when the new search cannot start: the old one is kept and stays open. */
export const RetryFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.startLogSearch.path, 500)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry search' }));
    await expect(await toasts().findByText('Internal server error.')).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(FAILED.id);
    await expect(canvas.getByText('The search failed.')).toBeVisible();
  },
};

/** Delete a finished search: back to a new search. */
export const DeleteFinishedSearch: Story = {
  parameters: { route: `/logsearch/search/${SMALL.id}` },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(`${SMALL.count.toLocaleString('en-US')} results found`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete search' }));
    await expect(await toasts().findByText('Search deleted.')).toBeVisible();
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/logsearch$/));
  },
};

export const DeleteFails: Story = {
  parameters: { route: `/logsearch/search/${SMALL.id}` },
  beforeEach: ({ msw }) => msw.use(withFault('delete', CALLS.deleteLogSearch.path, 503)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete search' }));
    await expect(await toasts().findByText('Service temporarily unavailable.')).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(SMALL.id);
  },
};
