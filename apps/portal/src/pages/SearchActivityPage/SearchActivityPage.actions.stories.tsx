import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SearchActivityPage } from './SearchActivityPage';
import { QUERIES, rowOf, SearchActivityScreen } from './storySupport';

const meta = {
  title: 'Screens/Data/SearchActivityPage/Actions',
  component: SearchActivityPage,
  render: (args) => <SearchActivityScreen {...args} />,
  parameters: { layout: 'fullscreen', route: '/logsearch/activity' },
} satisfies Meta<typeof SearchActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Retry starts the same request again and deletes the old search: one row, running again, without its export. */
export const Retry: Story = {
  play: async ({ canvasElement }) => {
    const before = await rowOf(canvasElement, QUERIES.exported);
    const oldHref = before.getByRole('link', { name: QUERIES.exported }).getAttribute('href');
    await userEvent.click(before.getByRole('button', { name: `Retry search ${QUERIES.exported}` }));
    await expect(await screen.findByText('Search started again.')).toBeVisible();
    await waitFor(async () => {
      const after = await rowOf(canvasElement, QUERIES.exported);
      await expect(after.getByText(/^Running \d+%$/)).toBeVisible();
      await expect(after.getByRole('link', { name: QUERIES.exported })).not.toHaveAttribute('href', oldHref ?? '');
      await expect(after.getByText('None')).toBeVisible();
    });
    const grid = within(await within(canvasElement).findByRole('grid', { name: 'Past searches' }));
    await expect(grid.getAllByRole('link', { name: QUERIES.exported })).toHaveLength(1);
  },
};

/** The new search cannot start: the failure is said and the old search is kept as it was. */
export const RetryFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.startLogSearch.path, 500)),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, QUERIES.finished);
    await userEvent.click(row.getByRole('button', { name: `Retry search ${QUERIES.finished}` }));
    await expect(await screen.findByText('Internal server error.')).toBeVisible();
    await expect((await rowOf(canvasElement, QUERIES.finished)).getByText('Finished')).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, QUERIES.empty);
    await userEvent.click(row.getByRole('button', { name: `Delete search ${QUERIES.empty}` }));
    await expect(await screen.findByText('Search deleted.')).toBeVisible();
    const grid = within(await within(canvasElement).findByRole('grid', { name: 'Past searches' }));
    await waitFor(() => expect(grid.queryByRole('link', { name: QUERIES.empty })).toBeNull());
    await expect(grid.getByRole('link', { name: QUERIES.failed })).toBeVisible();
  },
};

export const DeleteFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('delete', CALLS.deleteLogSearch.path, 503)),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, QUERIES.failed);
    await userEvent.click(row.getByRole('button', { name: `Delete search ${QUERIES.failed}` }));
    await expect(await screen.findByText('Service temporarily unavailable.')).toBeVisible();
    await expect((await rowOf(canvasElement, QUERIES.failed)).getByText('Failed')).toBeVisible();
  },
};

/** A running search is cancelled instead (the same call): it leaves the list. */
export const CancelRunning: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, QUERIES.running);
    await userEvent.click(row.getByRole('button', { name: `Cancel search ${QUERIES.running}` }));
    await expect(await screen.findByText('Search cancelled.')).toBeVisible();
    const grid = within(await within(canvasElement).findByRole('grid', { name: 'Past searches' }));
    await waitFor(() => expect(grid.queryByRole('link', { name: QUERIES.running })).toBeNull());
  },
};
