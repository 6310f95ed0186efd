import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, TIMEOUT_ERROR_MESSAGE } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, DemoDatabase, faultReply, withFault } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DownloadsPage } from './DownloadsPage';

const PLATFORMS = CALLS.availablePlatforms.path;
const AGENT_DOWNLOAD = CALLS.agentDownload.path;
// Risk ids come from the demo data, not from the page.
const demo = new DemoDatabase({ now: DEMO_NOW });
const DIRECT_RISK_ID = demo.customer(DEMO_CUSTOMERS.direct).profile.riskID ?? '';
/** Birchfield Legal, the persona without agents whose Dashboard offers 'Go to Downloads'. */
const BIRCHFIELD_RISK_ID = 'e743fa88-a0c0-4a63-97cb-43acef19f3fb';
const WINDOWS = 'Windows (64-bit)';

const meta = {
  title: 'Screens/Data/DownloadsPage',
  component: DownloadsPage,
  parameters: {
    layout: 'fullscreen',
    route: `/downloads?id=${DIRECT_RISK_ID}`,
    docs: {
      description: {
        component:
          '/downloads and /installer with no unified-portal host: the endpoint agent per platform (`GET /api/v1/agent/available-platforms`), each link from `GET /api/v1/agent/download` on demand with the risk id of `?id=`, and installer generation (`POST /api/v1/generate-installer`).',
      },
    },
  },
} satisfies Meta<typeof DownloadsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const agentPanel = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: 'Endpoint Agent' }));
const platformItem = async (canvas: Canvas, label: string) => {
  const list = await (await agentPanel(canvas)).findByRole('list', { name: 'Platforms' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent.startsWith(label));
  if (!item) throw new Error(`no platform ${label}`);
  return within(item);
};
const installerPanel = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Generate an installer' }));

/** The direct customer's downloads: every platform, the risk id, and installer generation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    const panel = await agentPanel(canvas);
    const list = await panel.findByRole('list', { name: 'Platforms' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list).toHaveTextContent('macOS (Apple silicon and Intel)');
    await expect(panel.getByText(DIRECT_RISK_ID)).toBeVisible();
    await expect(panel.getByText('Updated just now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Endpoint Agent' })).toBeEnabled();
    await expect((await installerPanel(canvas)).getByRole('button', { name: 'Generate installer' })).toBeEnabled();
  },
};

/** The risk ids the agent download calls carried. */
const sentRiskIds: (string | null)[] = [];

/** Opened from Birchfield Legal's 'Go to Downloads': the Windows link is asked for with the risk id. */
export const DownloadLinkWithRiskId: Story = {
  parameters: { persona: 'onboardingPartial', route: `/downloads?id=${BIRCHFIELD_RISK_ID}` },
  beforeEach: ({ msw }) => {
    sentRiskIds.length = 0;
    // Notes the id the page sends, then lets the demo API answer.
    msw.use(
      http.get(anyOrigin(AGENT_DOWNLOAD), ({ request }) => {
        sentRiskIds.push(new URL(request.url).searchParams.get('id'));
      }),
    );
  },
  play: async ({ canvas }) => {
    const windows = await platformItem(canvas, WINDOWS);
    await userEvent.click(windows.getByRole('button', { name: `Get download link for ${WINDOWS}` }));
    const link = await windows.findByRole('link', { name: /^Download for Windows \(64-bit\)/ });
    await expect(link).toHaveAttribute(
      'href',
      `https://downloads.example.com/agent/windows/latest?customer=${BIRCHFIELD_RISK_ID}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(link).toHaveFocus());
    await expect(sentRiskIds).toEqual([BIRCHFIELD_RISK_ID]);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', PLATFORMS, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading platforms...')).toBeVisible();
  },
};

export const NoPlatforms: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(anyOrigin(PLATFORMS), () =>
        HttpResponse.json({ platforms: [] }, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct } }),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No endpoint agent downloads are available for your organisation.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Generate an installer' })).toBeNull();
  },
};

/** The platform list fails: the message in the panel, and Retry loads it. */
export const PlatformsFailure: Story = {
  beforeEach: ({ msw }) => msw.use(http.get(anyOrigin(PLATFORMS), () => faultReply(500), { once: true })),
  play: async ({ canvas }) => {
    const panel = await agentPanel(canvas);
    await expect(await panel.findByRole('alert')).toHaveTextContent('Internal server error.');
    await userEvent.click(panel.getByRole('button', { name: /Retry/ }));
    await expect(await panel.findByRole('list', { name: 'Platforms' })).toHaveTextContent(WINDOWS);
  },
};

export const PlatformsTimeout: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', PLATFORMS, 504)),
  play: async ({ canvas }) => {
    await expect(await (await agentPanel(canvas)).findByRole('alert')).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
  },
};

export const DownloadLinkLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', AGENT_DOWNLOAD, 'never')),
  play: async ({ canvas }) => {
    const windows = await platformItem(canvas, WINDOWS);
    const button = windows.getByRole('button', { name: `Get download link for ${WINDOWS}` });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed link shows beside its platform with Retry; the other platforms are untouched; Retry gets it. */
export const DownloadLinkFailure: Story = {
  beforeEach: ({ msw }) => msw.use(http.get(anyOrigin(AGENT_DOWNLOAD), () => faultReply(503), { once: true })),
  play: async ({ canvas }) => {
    const windows = await platformItem(canvas, WINDOWS);
    await userEvent.click(windows.getByRole('button', { name: `Get download link for ${WINDOWS}` }));
    await expect(await windows.findByRole('alert')).toHaveTextContent('Service temporarily unavailable.');
    const macos = await platformItem(canvas, 'macOS');
    await expect(macos.queryByRole('alert')).toBeNull();
    await userEvent.click(windows.getByRole('button', { name: `Retry for ${WINDOWS}` }));
    await expect(await windows.findByRole('link', { name: /^Download for Windows/ })).toHaveAttribute(
      'href',
      `https://downloads.example.com/agent/windows/latest?customer=${DIRECT_RISK_ID}`,
    );
  },
};

/** Northwind Health opens a link made for Birchfield Legal: the page says so and offers Northwind's own downloads. */
export const LinkForAnotherOrganisation: Story = {
  parameters: { route: `/downloads?id=${BIRCHFIELD_RISK_ID}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `This link was made for another organisation (risk ID ${BIRCHFIELD_RISK_ID}). The downloads below are for Northwind Health.`,
    );
    await expect(await (await agentPanel(canvas)).findByText(DIRECT_RISK_ID)).toBeVisible();
  },
};

/** Ashgrove Clinics has no risk id yet: the links are asked for without one. */
export const WithoutRiskId: Story = {
  parameters: { persona: 'onboardingNotStarted', route: '/downloads' },
  play: async ({ canvas }) => {
    const windows = await platformItem(canvas, WINDOWS);
    await expect((await agentPanel(canvas)).queryByText('Your organisation’s risk ID:')).toBeNull();
    await userEvent.click(windows.getByRole('button', { name: `Get download link for ${WINDOWS}` }));
    await expect(await windows.findByRole('link', { name: /^Download for Windows/ })).toHaveAttribute(
      'href',
      `https://downloads.example.com/agent/windows/latest?customer=${DEMO_CUSTOMERS.onboardingNotStarted}`,
    );
  },
};
