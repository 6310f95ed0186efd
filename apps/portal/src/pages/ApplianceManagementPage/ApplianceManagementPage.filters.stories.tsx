import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_CUSTOMERS, DemoDatabase } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApplianceManagementPage } from './ApplianceManagementPage';
import { PageWithToasts } from './storySupport';

// Expected counts come from the seeded demo data and the spec's labels, not from the page.
const northwind = new DemoDatabase({ now: DEMO_NOW }).customer(DEMO_CUSTOMERS.direct).appliances;
const total = northwind.length;
const mirroringWaiting = northwind.filter(
  (appliance) => appliance.deployment_type === 'mirroring' && appliance.state === 'activated',
);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The texts of one column in the rows on screen. */
function column(canvas: Canvas, header: string): string[] {
  const grid = within(canvas.getByRole('grid', { name: 'Appliances' }));
  const index = grid.getAllByRole('columnheader').findIndex((cell) => cell.textContent.startsWith(header));
  return grid
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[index]?.textContent ?? '');
}

const meta = {
  title: 'Screens/Support/ApplianceManagementPage/Filters',
  component: ApplianceManagementPage,
  render: () => <PageWithToasts />,
  parameters: { layout: 'fullscreen', route: '/dashboard/sensors/virtual' },
} satisfies Meta<typeof ApplianceManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared link reopens the same view: configuration, status and a descending sort from the URL. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/dashboard/sensors/virtual?configuration=Mirroring&status=Not+Activated&sort=-serial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Results Displayed (${mirroringWaiting.length} of ${total})`)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('Not Activated');
    await expect(canvas.getByRole('button', { name: 'Configuration Mirroring' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Serial Number/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const serials = column(canvas, 'Serial Number');
    await expect(serials).toEqual(
      mirroringWaiting
        .map(({ serial_number }) => serial_number)
        .sort()
        .reverse(),
    );
    await expect(new Set(column(canvas, 'Configuration'))).toEqual(new Set(['Mirroring']));
  },
};

/** Search on serial number and short name; the label says Results Displayed; Clear Filters brings all back. */
export const SearchAndClear: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Total Sensors (${total} of ${total})`)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'vlc-');
    await expect(await canvas.findByText(`Results Displayed (2 of ${total})`)).toBeVisible();
    await expect(column(canvas, 'Name').sort()).toEqual(['vlc-branch', 'vlc-hq']);
    const serial = northwind.find((appliance) => appliance.short_name === 'phys-tap')?.serial_number ?? '';
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), serial.toLowerCase());
    await waitFor(() => expect(column(canvas, 'Name')).toEqual(['phys-tap']));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(await canvas.findByText(`Total Sensors (${total} of ${total})`)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

/** The Platform multi-select: two platforms at once, written into the address. */
export const PlatformMultiSelect: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Platform Display All' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'AWS' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Physical Appliance' }));
    const expected = northwind.filter(
      (appliance) => appliance.is_vanilla || appliance.hardware_type?.startsWith('aws_'),
    );
    await expect(await canvas.findByText(`Results Displayed (${expected.length} of ${total})`)).toBeVisible();
    // A new filter paints the rows in view first and the spare rows below them a frame later (DataTable): the AWS
    // appliances may be among those (a fresh-clone CI read the column in between).
    await waitFor(() => expect(new Set(column(canvas, 'Platform'))).toEqual(new Set(['AWS', 'Physical Appliance'])));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/dashboard/sensors/virtual?platform=AWS%2CPhysical+Appliance',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Display All' }));
    await expect(await canvas.findByText(`Total Sensors (${total} of ${total})`)).toBeVisible();
  },
};

/** No appliance matches: 'No results to display' with a button clearing the filters. */
export const NoResults: Story = {
  parameters: { route: '/dashboard/sensors/virtual?q=no-such-sensor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results to display')).toBeVisible();
    await expect(canvas.getByText(`Results Displayed (0 of ${total})`)).toBeVisible();
    // The filter bar's and the empty state's: the empty state's is the last.
    const clear = canvas.getAllByRole('button', { name: 'Clear Filters' }).at(-1);
    if (!clear) throw new Error('no Clear Filters button');
    await userEvent.click(clear);
    await expect(await canvas.findByText(`Total Sensors (${total} of ${total})`)).toBeVisible();
  },
};
