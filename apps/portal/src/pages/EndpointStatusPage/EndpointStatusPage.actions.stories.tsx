import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { DEMO_CUSTOMERS, DemoDatabase, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { useLocation } from 'react-router-dom';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { EndpointStatusPage } from './EndpointStatusPage';

const agentsPath = CALLS.agents.path;
const NO_REFETCH = { pollMs: 3_600_000, deadlineMs: 3_600_000 };
const FAST = { pollMs: 40, deadlineMs: 800 };
const ONLINE_WINDOW_MS = 72 * 60 * 60 * 1000;

// Expected counts come from the demo data, by the spec's rules (portal-core §3, §4), not from the page.
const demo = new DemoDatabase({ now: DEMO_NOW });
function listedOffline(contained?: boolean): number {
  return demo.agentFleet(DEMO_CUSTOMERS.direct).agents.filter((agent) => {
    const time = agent.heartbeat?.createTime;
    if (!time || agent.queryInProgress) return false;
    const offline = DEMO_NOW.getTime() - Date.parse(time) > ONLINE_WINDOW_MS;
    return offline && (contained === undefined || agent.containment.contained === contained);
  }).length;
}

/** The address the story's router is at, as a user would read it in the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function pagerText(canvas: Canvas): Promise<string> {
  const navigation = await canvas.findByRole('navigation', { name: 'Pages of endpoints' }, { timeout: 20_000 });
  return within(navigation).getByRole('status').textContent;
}

/** The texts of one column in the rows on screen. */
function column(canvas: Canvas, header: string): string[] {
  const grid = within(canvas.getByRole('grid', { name: 'Endpoints' }));
  const index = grid.getAllByRole('columnheader').findIndex((cell) => cell.textContent === header);
  return grid
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[index]?.textContent ?? '');
}

const meta = {
  title: 'Screens/Monitoring/EndpointStatusPage/Actions',
  component: EndpointStatusPage,
  args: { missingRowTiming: NO_REFETCH },
  render: (args) => (
    <>
      <EndpointStatusPage {...args} />
      <AddressBar />
      <StatusRegion />
    </>
  ),
  parameters: { layout: 'fullscreen', route: '/dashboard/endpoints' },
} satisfies Meta<typeof EndpointStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilteredViewFromTheUrl: Story = {
  parameters: { route: '/dashboard/endpoints?status=Offline&containment=Contained&sort=-hostname' },
  play: async ({ canvas, userEvent }) => {
    const shown = listedOffline(true);
    await expect(await pagerText(canvas)).toBe(`Showing 1 - ${shown} of ${shown} endpoints`);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('Offline');
    await expect(canvas.getByRole('combobox', { name: 'Containment' })).toHaveValue('Contained');
    await expect(canvas.getByRole('columnheader', { name: 'Endpoint Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(new Set(column(canvas, 'Status'))).toEqual(new Set(['Offline']));
    const names = column(canvas, 'Endpoint Name').filter((name) => name !== '');
    await expect(names).toEqual([...names].sort().reverse());
    // A new sort and a search go into the address too.
    await userEvent.click(canvas.getByRole('button', { name: 'Last Reported' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/dashboard/endpoints?status=Offline&containment=Contained&sort=heartbeatTime',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'srv');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/dashboard/endpoints?q=srv&sort=heartbeatTime',
      ),
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('srv');
  },
};

export const RemoveOfflineEndpoint: Story = {
  parameters: { route: '/dashboard/endpoints?status=Offline&sort=hostname' },
  play: async ({ canvas, userEvent }) => {
    const offline = listedOffline();
    await expect(await pagerText(canvas)).toBe(`Showing 1 - 100 of ${offline} endpoints`);
    const [hostname = ''] = column(canvas, 'Endpoint Name');
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${hostname}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Offline Endpoint' });
    await expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to remove the offline endpoint ${hostname}?`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Offline endpoint has been removed.')).toBeVisible();
    await waitFor(async () => expect(await pagerText(canvas)).toBe(`Showing 1 - 100 of ${offline - 1} endpoints`));
    await expect(column(canvas, 'Endpoint Name')).not.toContain(hostname);
  },
};

export const RemoveFails: Story = {
  parameters: { route: '/dashboard/endpoints?status=Offline&sort=hostname' },
  play: async ({ canvas, userEvent, context }) => {
    const offline = listedOffline();
    await expect(await pagerText(canvas)).toBe(`Showing 1 - 100 of ${offline} endpoints`);
    const [hostname = ''] = column(canvas, 'Endpoint Name');
    context.msw.use(withFault('delete', agentsPath, 500));
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${hostname}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Offline Endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // The server's message, as a global status; the endpoint stays.
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
    await expect(column(canvas, 'Endpoint Name')[0]).toBe(hostname);
    await expect(await pagerText(canvas)).toBe(`Showing 1 - 100 of ${offline} endpoints`);
  },
};

const download: { fileName?: string; csv?: Promise<string> } = {};

export const ExportTheRowsOnScreen: Story = {
  args: { missingRowTiming: FAST },
  parameters: { route: '/dashboard/endpoints?status=Offline&containment=Contained&sort=-heartbeatTime' },
  beforeEach: () => {
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) download.csv = blob.text();
      return 'blob:endpoint-export';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      download.fileName = this.download;
    });
    return () => {
      createUrl.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas, userEvent }) => {
    const exportButton = await canvas.findByRole('button', { name: 'Export CSV' }, { timeout: 20_000 });
    // The export waits until the incomplete rows have been re-fetched.
    await waitFor(() => expect(exportButton).toBeEnabled(), { timeout: 20_000 });
    await userEvent.click(exportButton);
    await expect(download.fileName).toBe('Northwind Health-agent-endpoints-2026-11-20.csv');
    const lines = ((await download.csv) ?? '').trimEnd().split('\r\n');
    await expect(lines[0]).toBe('Endpoint Name,Last User,IP Address,Status,Operating System,Last Reported,Containment');
    // Exactly the rows on screen, in their order.
    await expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(column(canvas, 'Endpoint Name'));
    await expect(lines.slice(1).every((line) => line.includes(',Offline,') && line.endsWith(',Contained'))).toBe(true);
  },
};

export const NewFilterOrSortStartsAtPageOne: Story = {
  parameters: { route: '/dashboard/endpoints?status=Offline&page=3' },
  play: async ({ canvas, userEvent }) => {
    const offline = listedOffline();
    await expect(await pagerText(canvas)).toBe(`Showing 201 - 300 of ${offline} endpoints`);
    const address = canvas.getByRole('status', { name: 'Address' });
    // The new filter is kept and the page goes back to 1 (both in one address).
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Operating System' }), 'macOS 14.6 Sonoma');
    await waitFor(() => expect(address).toHaveTextContent('/dashboard/endpoints?status=Offline&os=macOS+14.6+Sonoma'));
    await expect(await pagerText(canvas)).toMatch(/^Showing 1 - \d+ of \d+ endpoints$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address).toHaveTextContent('/dashboard/endpoints?page=2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Endpoint Name' }));
    await waitFor(() => expect(address).toHaveTextContent('/dashboard/endpoints?sort=hostname'));
  },
};
