import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { Button } from '@portal/ui';
import { expect, waitFor, within } from 'storybook/test';
import { useAgents } from '../api/hooks';
import { DataPanel } from './DataPanel';
import { PageFrame } from './PageFrame';

const agentsPath = CALLS.agents.path;

/** A screen as every screen is built: the frame, and a data panel over a real call of the demo API. */
function KitScreen({ emptyWhenLoaded = false }: { emptyWhenLoaded?: boolean }) {
  const agents = useAgents();
  return (
    <PageFrame
      title="Endpoint Status"
      description="Every endpoint agent, its status and containment."
      breadcrumbs={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Endpoint Status' }]}
      actions={<Button size="sm">Download Agent</Button>}
    >
      <DataPanel
        title="Endpoint agents"
        query={agents}
        loading="Loading endpoints..."
        isEmpty={(reply) => emptyWhenLoaded || reply.data.length === 0}
        empty={{ title: 'No endpoints found.' }}
      >
        {(reply) => <p>{`${String(reply.data.length)} endpoint agents`}</p>}
      </DataPanel>
    </PageFrame>
  );
}

const meta = {
  title: 'Screens/Kit/PageKit',
  component: KitScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page kit every screen is built from: `PageFrame` (breadcrumbs, title, actions, width) and `DataPanel` (loading, error with Retry, empty, the data, when it was fetched and a refresh). The data comes from the demo API.',
      },
    },
  },
} satisfies Meta<typeof KitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }) =>
  canvas.findByRole('region', { name: 'Endpoint agents' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Endpoint Status' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Dashboard');
    const region = await panel(canvas);
    await expect(await within(region).findByText(/^\d+ endpoint agents$/)).toBeVisible();
    await expect(within(region).getByText('Updated just now')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Refresh Endpoint agents' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', agentsPath, 'never')),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading endpoints...');
  },
};

export const ServerErrorThenRetry: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', agentsPath, 500)),
  play: async ({ canvas, userEvent, context }) => {
    const region = await panel(canvas);
    await expect(await within(region).findByRole('alert')).toHaveTextContent('Internal server error.');
    context.msw.resetHandlers();
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    await expect(await within(region).findByText(/^\d+ endpoint agents$/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { emptyWhenLoaded: true },
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(await within(region).findByRole('heading', { name: 'No endpoints found.' })).toBeVisible();
  },
};

export const RefreshKeepsTheData: Story = {
  play: async ({ canvas, userEvent, context }) => {
    const region = await panel(canvas);
    await within(region).findByText(/^\d+ endpoint agents$/);
    context.msw.use(withFault('get', agentsPath, 'never'));
    const refresh = within(region).getByRole('button', { name: 'Refresh Endpoint agents' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await expect(within(region).getByText(/^\d+ endpoint agents$/)).toBeVisible();
  },
};
