import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, faultReply, withFault } from '@portal/fixtures';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DownloadsPage } from './DownloadsPage';

const INSTALLER = CALLS.generateInstaller.path;
/** The demo API's installer links, per customer and platform. */
const installerLink = (platform: string) =>
  `https://downloads.example.com/installers/${DEMO_CUSTOMERS.direct}/${platform}.zip`;
/** The demo clock is 2026-11-20 15:00 UTC (the story browser's time zone) and installer links last a day. */
const EXPIRY = 'The link expires on 2026-11-21 at 15:00.';

const meta = {
  title: 'Screens/Data/DownloadsPage/Installer',
  component: DownloadsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/installer',
    docs: {
      description: {
        component:
          '/installer: installer generation (`POST /api/v1/generate-installer` with the platform as type and the options) in progress, done and failed.',
      },
    },
  },
} satisfies Meta<typeof DownloadsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const installerPanel = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Generate an installer' }));

/** The bodies the generate-installer calls sent. */
const sentBodies: unknown[] = [];

/** /installer opens on installer generation, above the agent downloads. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = await installerPanel(canvas);
    await expect(panel.getByRole('combobox', { name: 'Platform' })).toHaveValue('windows');
    await expect(panel.getByRole('checkbox', { name: 'Silent install (no prompts on the endpoint)' })).toBeChecked();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.indexOf('Generate an installer')).toBeLessThan(headings.indexOf('Endpoint Agent'));
  },
};

/** While the installer is made the button is busy and the panel says so. */
export const Generating: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', INSTALLER, 'never')),
  play: async ({ canvas }) => {
    const panel = await installerPanel(canvas);
    await userEvent.click(panel.getByRole('button', { name: 'Generate installer' }));
    await expect(await panel.findByText('Generating the installer...')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Generate installer' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A macOS installer without silent install, through a proxy: the link and when it expires. */
export const Ready: Story = {
  beforeEach: ({ msw }) => {
    sentBodies.length = 0;
    msw.use(
      http.post(anyOrigin(INSTALLER), async ({ request }) => {
        sentBodies.push(await request.clone().json());
      }),
    );
  },
  play: async ({ canvas }) => {
    const panel = await installerPanel(canvas);
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Platform' }), 'macos');
    await userEvent.click(panel.getByRole('checkbox', { name: 'Silent install (no prompts on the endpoint)' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Proxy server (optional)' }), 'proxy.example.com:3128');
    await userEvent.click(panel.getByRole('button', { name: 'Generate installer' }));
    await expect(await panel.findByText('Your installer is ready.')).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Download installer/ })).toHaveAttribute(
      'href',
      installerLink('macos'),
    );
    await expect(panel.getByText(EXPIRY)).toBeVisible();
    await expect(sentBodies).toEqual([{ type: 'macos', options: { silent: false, proxy: 'proxy.example.com:3128' } }]);
  },
};

/** Generation fails: the message in the panel with Retry, which sends the same request again. */
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(http.post(anyOrigin(INSTALLER), () => faultReply(500), { once: true })),
  play: async ({ canvas }) => {
    const panel = await installerPanel(canvas);
    await userEvent.click(panel.getByRole('button', { name: 'Generate installer' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Internal server error.');
    await userEvent.click(panel.getByRole('button', { name: /Retry/ }));
    await expect(await panel.findByRole('link', { name: /^Download installer/ })).toHaveAttribute(
      'href',
      installerLink('windows'),
    );
    await waitFor(() => expect(panel.queryByRole('alert')).toBeNull());
  },
};
