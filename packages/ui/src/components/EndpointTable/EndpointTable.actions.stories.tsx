import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  completeEndpointRows,
  ENDPOINT_CUSTOMER_NAME,
  endpointRows,
  offlineEndpointRow,
} from '@portal/fixtures/widgets/endpointRows';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { NO_ENDPOINT_FILTERS } from './endpointFilterRules';
import { EndpointTable } from './EndpointTable';
import { endpointGrid, pagerText } from './storyHelpers';

const OFFLINE_ONLY = { ...NO_ENDPOINT_FILTERS, status: 'Offline' } as const;
const REMOVE_OFFLINE = `Remove ${offlineEndpointRow.hostname ?? ''}`;

const meta = {
  title: 'Data Display/EndpointTable/Actions',
  component: EndpointTable,
  args: {
    rows: endpointRows,
    customerName: ENDPOINT_CUSTOMER_NAME,
    agentDownloadHref: '/downloads',
    onRemove: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof EndpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IpAddressTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const cell = within(endpointGrid(canvas)).getAllByRole('gridcell')[2];
    const trigger = cell?.querySelector('[data-cell-focus]');
    await expect(trigger).toHaveTextContent(/, …/);
    if (trigger instanceof HTMLElement) await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(within(tooltip).getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(trigger).toHaveAccessibleDescription(/Ethernet0: /);
  },
};

export const HelpTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const help = canvas.getByRole('button', { name: 'Why are some endpoint details blank?' });
    help.focus();
    await expect(help).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/reports every 30 minutes/);
    await expect(tooltip).toHaveTextContent(/non-English language packs/);
    await expect(tooltip).toHaveTextContent(/contact your CST/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const NoHelpTooltipWhenComplete: Story = {
  args: { rows: completeEndpointRows },
  play: async ({ canvas }) => {
    await expect(pagerText(canvas)).toMatch(
      new RegExp(`^Showing 1 - \\d+ of ${String(completeEndpointRows.length)} endpoints$`),
    );
    await expect(within(endpointGrid(canvas)).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Why are some endpoint details blank?' }),
    ).not.toBeInTheDocument();
  },
};

export const RemoveConfirm: Story = {
  args: { defaultFilters: OFFLINE_ONLY },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: REMOVE_OFFLINE }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Offline Endpoint' });
    await expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to remove the offline endpoint ${offlineEndpointRow.hostname ?? ''}?`,
    );
    await expect(dialog).toHaveTextContent(/will reappear the next time the agent reports/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(offlineEndpointRow);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RemoveCancel: Story = {
  args: { defaultFilters: OFFLINE_ONLY },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: REMOVE_OFFLINE });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Offline Endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
  },
};

export const RemoveBusy: Story = {
  args: { defaultFilters: OFFLINE_ONLY, onRemove: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: REMOVE_OFFLINE }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Offline Endpoint' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    // Cancelling is ignored while the removal runs.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Remove Offline Endpoint' })).toBeVisible();
  },
};

export const RemoveOnlyOffline: Story = {
  args: { defaultFilters: { ...NO_ENDPOINT_FILTERS, status: 'Online' } },
  play: async ({ canvas, userEvent, args }) => {
    const [remove] = within(endpointGrid(canvas)).getAllByRole('button', { name: /^Remove / });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    if (remove) await userEvent.click(remove);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove offline endpoint');
  },
};

export const AgentDownloadLink: Story = {
  args: { agentDownloadHref: '/downloads?id=4c7a9e2f' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download Endpoint Agent' })).toHaveAttribute(
      'href',
      '/downloads?id=4c7a9e2f',
    );
  },
};
