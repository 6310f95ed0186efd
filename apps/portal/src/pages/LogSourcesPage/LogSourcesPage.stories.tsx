import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, type LogSource } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LogSourcesPage } from './LogSourcesPage';

const SOURCES = CALLS.logSources.path;
const LIST_FAILURE = 'Unable to retrieve the available log sources. You can still perform a search.';

const meta = {
  title: 'Screens/Data/LogSourcesPage',
  component: LogSourcesPage,
  parameters: {
    layout: 'fullscreen',
    route: '/logsearch/sources',
    docs: {
      description: {
        component:
          '/logsearch/sources with no unified-portal host: the sources of `GET /api/v1/log-sources` with their tags; tags are added and removed with `POST /api/v1/log-source-tag`, and the reserved parser tags of `GET /api/v1/log-system-tags` are refused before any call.',
      },
    },
  },
} satisfies Meta<typeof LogSourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const sourceCard = async (canvas: Canvas, name: string) => within(await canvas.findByRole('listitem', { name }));

const sourcesReply = (sources: LogSource[]) =>
  http.get(anyOrigin(SOURCES), () =>
    HttpResponse.json({ sources }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
  );

/** The direct customer's eight sources with their tags; parser tags are marked and have no remove button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log Sources' })).toBeVisible();
    const firewall = await sourceCard(canvas, 'Perimeter firewall');
    await expect(firewall.getByText('palo-alto')).toBeVisible();
    const tags = within(firewall.getByRole('list', { name: 'Tags of Perimeter firewall' }));
    await expect(tags.getByText('perimeter')).toBeVisible();
    // The parser tags are known once the reserved list is in: then custom tags can be removed, parser tags not.
    await expect(await tags.findByRole('img', { name: 'parser tag' })).toBeVisible();
    const remove = tags.getByRole('button', { name: 'Remove the tag perimeter from Perimeter firewall' });
    await waitFor(() => expect(remove).toBeEnabled());
    await expect(tags.queryByRole('button', { name: /Remove the tag firewall/ })).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Log sources' })).getAllByRole('heading')).toHaveLength(8);
    // The source that has never sent anything.
    await expect((await sourceCard(canvas, 'VPN concentrator')).getByText('Never')).toBeVisible();
    await expect(canvas.getByText('Updated just now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Log Search' })).toHaveAttribute('href', '/logsearch');
    await expect(canvas.getByRole('link', { name: 'Search Activity' })).toHaveAttribute('href', '/logsearch/activity');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SOURCES, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading log sources...')).toBeVisible();
  },
};

/** The list fails: the spec's words, a Retry, and the way to the search, which works without the list. */
export const ListFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SOURCES, 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LIST_FAILURE);
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Log Search' })).toHaveAttribute('href', '/logsearch');
  },
};

export const ListTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SOURCES, 504)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LIST_FAILURE);
  },
};

export const ListNetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', SOURCES, 'network')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LIST_FAILURE);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(sourcesReply([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No log sources yet' })).toBeVisible();
    await expect(canvas.getByText('Sources appear here once they send logs to your pod.')).toBeVisible();
  },
};

const PARSERS = ['windows-security', 'palo-alto', 'bind', 'syslog', 'squid'];
const manySources: LogSource[] = Array.from({ length: 40 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Branch ${String(index + 1).padStart(2, '0')} collector`,
  parser: PARSERS[index % PARSERS.length] ?? 'syslog',
  tags: index % 3 === 0 ? ['linux', `site-${String(index + 1)}`, 'pci-scope', 'branch'] : [`site-${String(index + 1)}`],
  last_seen: '2026-11-20T14:30:00Z',
}));

/** Forty sources: all listed, and the filter narrows them. */
export const LongList: Story = {
  beforeEach: ({ msw }) => msw.use(sourcesReply(manySources)),
  play: async ({ canvas }) => {
    await sourceCard(canvas, 'Branch 40 collector');
    await expect(within(canvas.getByRole('list', { name: 'Log sources' })).getAllByRole('heading')).toHaveLength(40);
  },
};

/** `?q=` in the URL narrows the list (by name, parser or tag), so a filtered view can be shared. */
export const FilterFromUrl: Story = {
  parameters: { route: '/logsearch/sources?q=firewall' },
  play: async ({ canvas }) => {
    await sourceCard(canvas, 'Perimeter firewall');
    await expect(await sourceCard(canvas, 'VPN concentrator')).toBeTruthy();
    await expect(canvas.getByRole('searchbox', { name: 'Filter sources' })).toHaveValue('firewall');
    await expect(within(canvas.getByRole('list', { name: 'Log sources' })).getAllByRole('heading')).toHaveLength(2);
  },
};

export const FilterWithoutMatch: Story = {
  parameters: { route: '/logsearch/sources?q=mainframe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No log source matches the filter.')).toBeVisible();
  },
};
