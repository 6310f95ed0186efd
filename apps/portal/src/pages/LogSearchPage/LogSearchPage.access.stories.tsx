import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, ROLES } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { LogSearchPage } from './LogSearchPage';
import { FAST_POLL_MS, PageAtRoutes, withUser } from './storySupport';

const DAY = 86_400_000;
const FORBIDDEN = 'You do not have access to this page';

const meta = {
  title: 'Screens/Data/LogSearchPage/Access',
  component: LogSearchPage,
  args: { pollMs: FAST_POLL_MS },
  render: (args) => <PageAtRoutes {...args} />,
  parameters: { layout: 'fullscreen', route: '/logsearch' },
} satisfies Meta<typeof LogSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `log_search_incident_message` (provider staff have it): the notice above the search. */
export const IncidentMessage: Story = {
  parameters: { persona: 'staff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Log search notice')).toBeVisible();
    await expect(canvas.getByText(/^Log search is currently degraded/)).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'New search' })).toBeVisible();
  },
};

/** VIEW_LOG_SEARCH needs the view-log-search role (portal-core §6). */
export const WithoutLogSearchRole: Story = {
  beforeEach: withUser((user) => ({ ...user, roles: user.roles.filter((role) => role !== ROLES.viewLogSearch) })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
  },
};

/** VIEW_LOG_SEARCH needs the LOGS service too: a customer without log search is refused. */
export const WithoutLogSearchService: Story = {
  beforeEach: withUser((user) => ({
    ...user,
    customer: user.customer && {
      ...user.customer,
      services: user.customer.services.filter((service) => service !== 'logSearch'),
    },
  })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
  },
};

/** portal-core §8: the tags cannot be offered, the search still works. */
export const LogSourcesFail: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logSources.path, 500)),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('Unable to retrieve the available log sources. You can still perform a search.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Query' }), 'user=root{Enter}');
    await expect(await canvas.findByRole('region', { name: 'Search results' })).toBeVisible();
  },
};

/** The log sources fail, then Retry (once they answer) offers their tags. */
export const LogSourcesRetry: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logSources.path, 500)),
  play: async ({ canvas, msw, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Unable to retrieve the available log sources\. You can still perform a search\.$/,
    );
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('group', { name: 'Log source tags' })).toBeVisible();
    await expect(canvas.queryByText(/Unable to retrieve the available log sources/)).not.toBeInTheDocument();
  },
};

/** The log sources are still loading: the tag set says so, and a search can run meanwhile. */
export const LogSourcesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.logSources.path, 'never')),
  play: async ({ canvas, userEvent }) => {
    const tags = await canvas.findByRole('group', { name: 'Log source tags' });
    await expect(within(tags).getByText('Loading log source tags...')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Query' }), 'user=root{Enter}');
    await expect(await canvas.findByRole('region', { name: 'Search results' })).toBeVisible();
  },
};

/** The server holds records from two days back only: the picker's range never starts before them. */
export const EarliestRecordFromServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(CALLS.logSearchEarliest.path), () =>
        HttpResponse.json(
          { earliest: new Date(DEMO_NOW.getTime() - 2 * DAY).toISOString() },
          { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } },
        ),
      ),
    ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/^Logs are searchable from /)).toBeVisible();
    const picker = canvas.getByRole('group', { name: 'Time range' });
    // Zooming out from the last hour three times asks for 8 hours; shifting back by the window's length stops at
    // the earliest record instead of going past it.
    for (let step = 0; step < 3; step += 1)
      await userEvent.click(within(picker).getByRole('button', { name: 'Zoom out time range' }));
    for (let step = 0; step < 10; step += 1)
      await userEvent.click(within(picker).getByRole('button', { name: 'Shift time range back' }));
    const trigger = within(picker).getByRole('button', { name: /^Time range:/ });
    const earliestDay = new Date(DEMO_NOW.getTime() - 2 * DAY);
    const isoDay = `${String(earliestDay.getFullYear())}-${String(earliestDay.getMonth() + 1).padStart(2, '0')}-${String(earliestDay.getDate()).padStart(2, '0')}`;
    await expect(trigger).toHaveTextContent(isoDay);
  },
};
