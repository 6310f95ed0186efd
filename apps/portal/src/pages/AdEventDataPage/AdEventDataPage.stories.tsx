import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { AdEventDataPage } from './AdEventDataPage';

const AD_EVENTS = CALLS.adEvents.path;
const NO_RESULTS = 'No results found matching your search criteria';
const ADJUSTED = 'The start date and/or end date of your results was/were adjusted to fall within the available range.';

const meta = {
  title: 'Screens/Data/AdEventDataPage',
  component: AdEventDataPage,
  render: () => (
    <Routes>
      <Route path="/data/ad/:type" element={<AdEventDataPage />} />
    </Routes>
  ),
  parameters: {
    layout: 'fullscreen',
    route: '/data/ad/event_code',
    docs: {
      description: {
        component:
          '/data/ad/:type (with the `additional_data` flag): the top 100 rows of `GET /api/v2/data/adevents` by event code, user, origin user or domain, with the heat map and an events-per-second sparkline per row. Range, filters and sort are in the URL; a count drills into the other types.',
      },
    },
  },
} satisfies Meta<typeof AdEventDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const grid = async (canvas: Canvas, by: string) =>
  within(await canvas.findByRole('grid', { name: `AD events by ${by}` }));

/** By event code (the default type): code, description, the other types' counts, events and the eps sparkline. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AD Event Data' })).toBeVisible();
    const rows = await grid(canvas, 'event code');
    await expect(rows.getByText('An account was successfully logged on')).toBeVisible();
    await expect(rows.getByRole('columnheader', { name: 'Events' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.getByRole('img', { name: /^4624 events per second: peak / })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Event codes' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Top event codes' })).toBeVisible();
    await expect(canvas.getByText('Updated just now')).toBeVisible();
  },
};

/** By user: the top 100 of about 210 users, every count on its heat colour, the busiest user the darkest. */
export const UsersHundredRowsHeatMap: Story = {
  parameters: { route: '/data/ad/user' },
  play: async ({ canvas, canvasElement }) => {
    await grid(canvas, 'user');
    await expect(canvas.getByText('Showing 1 - 100 of 100 users')).toBeVisible();
    const table = canvasElement.querySelector('[data-explorer-rows]');
    await expect(table).toHaveAttribute('data-explorer-rows', '100');
    const events = [...canvasElement.querySelectorAll('tbody tr[aria-rowindex] td:nth-child(5) [data-heat-level]')];
    const levels = events.map((cell) => Number(cell.getAttribute('data-heat-level')));
    await expect(levels[0]).toBe(8);
    await expect(levels).toEqual([...levels].sort((a, b) => b - a));
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OriginUsers: Story = {
  parameters: { route: '/data/ad/origin_user' },
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'origin user');
    await expect(rows.getByText('SYSTEM')).toBeVisible();
    await expect(rows.getByRole('columnheader', { name: 'Users' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Top origin users' })).toBeVisible();
  },
};

export const Domains: Story = {
  parameters: { route: '/data/ad/domain' },
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'domain');
    await expect(rows.getByText('WORKGROUP')).toBeVisible();
    await expect(canvas.getByText('Showing 1 - 3 of 3 domains')).toBeVisible();
  },
};

/** A count drills into its type with this row's value as a filter; the range and the other filters stay. */
export const DrillDown: Story = {
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'event code');
    await userEvent.click(rows.getByRole('link', { name: /^[\d,]+ users of event code 4625$/ }));
    const users = await grid(canvas, 'user');
    await expect(await canvas.findByRole('link', { name: 'Users', current: 'page' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Filters' })).toHaveTextContent('Event code:4625');
    await expect(users.getAllByRole('link', { name: /^1 event code of user / }).length).toBeGreaterThan(0);
  },
};

/** The sort comes from the URL (whitelisted, minus for descending); a header click sorts again. */
export const SortedByUsers: Story = {
  parameters: { route: '/data/ad/event_code?sort=-users' },
  play: async ({ canvas }) => {
    const rows = await grid(canvas, 'event code');
    await expect(rows.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(rows.getByRole('button', { name: 'Event code' }));
    await expect(rows.getByRole('columnheader', { name: 'Event code' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** A filter shows as a chip; removing it asks again without it. */
export const Filtered: Story = {
  parameters: { route: '/data/ad/user?event_code=4740&domain=WORKGROUP' },
  play: async ({ canvas }) => {
    await grid(canvas, 'user');
    const filters = canvas.getByRole('list', { name: 'Filters' });
    await expect(filters).toHaveTextContent('Event code:4740');
    await userEvent.click(within(filters).getByRole('button', { name: 'Remove filter Domain WORKGROUP' }));
    await expect(canvas.getByRole('list', { name: 'Filters' })).not.toHaveTextContent('Domain:');
    await expect(canvas.getByRole('button', { name: 'Remove filter Event code 4740' })).toBeVisible();
  },
};

/** Invalid dates in the URL fall back to the default range (the last 24 hours), with no notice. */
export const InvalidDates: Story = {
  parameters: { route: '/data/ad/event_code?start=yesterday&end=2026-13-45' },
  play: async ({ canvas }) => {
    await grid(canvas, 'event code');
    await expect(canvas.getByRole('group', { name: 'Time range' })).toHaveTextContent('Past 24 Hours');
    await expect(canvas.queryByText(ADJUSTED)).toBeNull();
  },
};

/** The server moved the start (before the earliest day it keeps): the notice, above the rows it answered. */
export const AdjustedRange: Story = {
  parameters: { route: '/data/ad/event_code?start=2026-11-01T00:00:00.000Z&end=2026-11-20T12:00:00.000Z' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ADJUSTED)).toBeVisible();
    // The range shown is the one the server answered for: it starts at its earliest day, 2026-11-11.
    await expect(canvas.getByRole('group', { name: 'Time range' })).toHaveTextContent('2026-11-11 00:00');
    await grid(canvas, 'event code');
  },
};

/** Nothing matches: the demo API answers 404, shown as the spec's empty text rather than an error. */
export const NoResults: Story = {
  parameters: { route: '/data/ad/domain?user=nobody.at.all' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_RESULTS)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove filter User nobody.at.all' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', AD_EVENTS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading data...')).toBeVisible();
  },
};
