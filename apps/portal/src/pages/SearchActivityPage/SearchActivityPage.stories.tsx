import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, TIMEOUT_ERROR_MESSAGE, type LogSearch } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SearchActivityPage } from './SearchActivityPage';
import { pastSearch, QUERIES, rowOf, SearchActivityScreen } from './storySupport';

const LIST = CALLS.logSearches.path;

/** A list reply of the direct customer, for states the seed does not hold. */
const searchesReply = (searches: LogSearch[]) =>
  http.get(anyOrigin(LIST), () =>
    HttpResponse.json({ searches }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
  );

const meta = {
  title: 'Screens/Data/SearchActivityPage',
  component: SearchActivityPage,
  render: (args) => <SearchActivityScreen {...args} />,
  parameters: {
    layout: 'fullscreen',
    route: '/logsearch/activity',
    docs: {
      description: {
        component:
          '/logsearch/activity with no unified-portal host: the past searches of `GET /api/v1/logsearch`, each opened at /logsearch/search/:searchId, retried (new search, then the old deleted), deleted or cancelled, with its exports; running searches are polled by id until they settle.',
      },
    },
  },
} satisfies Meta<typeof SearchActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The direct customer's five searches: finished, exported, without hits, failed and one still running. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search Activity' })).toBeVisible();
    const finished = await rowOf(canvasElement, QUERIES.finished);
    await expect(finished.getByRole('link', { name: QUERIES.finished })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/logsearch\/search\/[0-9a-f-]{36}$/),
    );
    await expect(finished.getByText('Finished')).toBeVisible();
    await expect(finished.getByText('dana.reyes@northwind-health.example')).toBeVisible();
    await expect((await rowOf(canvasElement, QUERIES.empty)).getByText('No results')).toBeVisible();
    await expect((await rowOf(canvasElement, QUERIES.failed)).getByText('Failed')).toBeVisible();
    const running = await rowOf(canvasElement, QUERIES.running);
    await expect(running.getByText(/^Running \d+%$/)).toBeVisible();
    await expect(running.getByRole('button', { name: `Cancel search ${QUERIES.running}` })).toBeVisible();
    await expect(running.getByRole('button', { name: `Retry search ${QUERIES.running}` })).toBeDisabled();
    const exported = await rowOf(canvasElement, QUERIES.exported);
    await expect(exported.getByText('Complete')).toBeVisible();
    await expect(await exported.findByRole('link', { name: `Download export of ${QUERIES.exported}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/downloads\.example\.com\/logsearch\/.+\.zip$/),
    );
    await expect(canvas.getByRole('link', { name: 'New search' })).toHaveAttribute('href', '/logsearch');
    await expect(canvas.getByRole('link', { name: 'Log Sources' })).toHaveAttribute('href', '/logsearch/sources');
    await expect(canvas.getByText('Updated just now')).toBeVisible();
  },
};

/** The exported search's download link fails: the row says why, with Retry, which gets the link once it answers. */
export const ExportLinkFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logExportLink.path, 500)),
  play: async ({ canvasElement, msw, userEvent }) => {
    const exported = await rowOf(canvasElement, QUERIES.exported);
    await expect(exported.getByText('Complete')).toBeVisible();
    await expect(await exported.findByRole('alert')).toHaveTextContent('Internal server error.');
    msw.resetHandlers();
    await userEvent.click(exported.getByRole('button', { name: `Retry the export of ${QUERIES.exported}` }));
    await expect(await exported.findByRole('link', { name: `Download export of ${QUERIES.exported}` })).toBeVisible();
    await expect(exported.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', LIST, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading search activity...')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', LIST, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const GatewayTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', LIST, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

export const NetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', LIST, 'network')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network connectivity error: please check for ad blocker or network outage.',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(searchesReply([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No searches yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New search' })).toBeVisible();
  },
};

/** The running search is polled by id until it reaches 100 %; then the list stops polling. */
export const RunningSearchPolling: Story = {
  args: { pollMs: 150 },
  play: async ({ canvas, canvasElement }) => {
    const running = await rowOf(canvasElement, QUERIES.running);
    await expect(running.getByText(/^Running \d+%$/)).toBeVisible();
    await expect(canvas.getByText('Checking running searches every few seconds.')).toBeVisible();
    await waitFor(() => expect(running.getByText('Finished')).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Checking running searches every few seconds.')).toBeNull());
    await expect(running.getByRole('button', { name: `Delete search ${QUERIES.running}` })).toBeVisible();
  },
};

/** Every search settled: nothing is polled and no polling note shows. */
export const NothingRunning: Story = {
  beforeEach: ({ msw }) => msw.use(searchesReply([pastSearch(0), pastSearch(1, { failed: true, percent: 20 })])),
  play: async ({ canvas, canvasElement }) => {
    await expect((await rowOf(canvasElement, 'host=web-002')).getByText('Failed')).toBeVisible();
    await expect(canvas.queryByText('Checking running searches every few seconds.')).toBeNull();
  },
};

const manySearches = Array.from({ length: 120 }, (_, index) => pastSearch(index));

/** 120 searches: 25 a page, the page in the URL. */
export const LongList: Story = {
  parameters: { route: '/logsearch/activity?page=2&sort=query' },
  beforeEach: ({ msw }) => msw.use(searchesReply(manySearches)),
  play: async ({ canvas }) => {
    const grid = within(await canvas.findByRole('grid', { name: 'Past searches' }));
    await expect(await grid.findByRole('link', { name: 'host=web-026' })).toBeVisible();
    await expect(grid.queryByRole('link', { name: 'host=web-001' })).toBeNull();
    await expect(canvas.getByText(/26\s*-\s*50 of 120 searches/)).toBeVisible();
  },
};
