import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS, PREVIEW_MIN_BYTES, type Agent } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, DemoDatabase } from '@portal/fixtures';
import { DEMO_NOW } from '@portal/fixtures/clock';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { EndpointStatusPage } from './EndpointStatusPage';

/**
 * A long agent list whose first part has arrived and whose rest has not (a slow link, or a fleet of 100,000): the
 * page shows the first part's rows at once, and above the table's progress bar how many they are (RequestExtras.onPreview). The story's
 * list is the direct customer's fleet repeated under new ids to half again the preview's threshold, sent in 256 kB
 * parts, and then nothing more: the page stays in that state for the story.
 */
const demo = new DemoDatabase({ now: DEMO_NOW });
const { agents: fleet } = demo.agentFleet(DEMO_CUSTOMERS.direct);

function longFleet(): Agent[] {
  const agents: Agent[] = [];
  let bytes = 0;
  for (let copy = 0; bytes < 1.5 * PREVIEW_MIN_BYTES; copy += 1) {
    for (const agent of fleet) {
      const renamed = { ...agent, id: `${agent.id}-${String(copy)}` };
      agents.push(renamed);
      bytes += JSON.stringify(renamed).length + 1;
    }
  }
  return agents;
}

const PART_BYTES = 256 * 1024;

/** `{"data":[` and the agents, each followed by a comma, in parts; the list never ends. */
function arrivingList(agents: readonly Agent[]): ReadableStream<Uint8Array> {
  const text = `{"data":[${agents.map((agent) => `${JSON.stringify(agent)},`).join('')}`;
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += PART_BYTES) controller.enqueue(bytes.slice(at, at + PART_BYTES));
    },
  });
}

// Counted here by the spec's rule (portal-core §3: listed when no query is in progress and a heartbeat time exists).
const agents = longFleet();
const listedSent = agents.filter((agent) => !agent.queryInProgress && Boolean(agent.heartbeat?.createTime)).length;

const meta = {
  title: 'Screens/Monitoring/EndpointStatusPage/Arriving',
  component: EndpointStatusPage,
  parameters: { layout: 'fullscreen', route: '/dashboard/endpoints' },
} satisfies Meta<typeof EndpointStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstRowsWhileTheRestArrive: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(
        anyOrigin(CALLS.agents.path),
        () =>
          new HttpResponse(arrivingList(agents), {
            headers: { 'Content-Type': 'application/json', [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.direct },
          }),
      ),
    ),
  play: async ({ canvas }) => {
    const note = await canvas.findByText(/^Loading endpoints\.\.\. the first [\d,]+ are shown$/);
    await expect(note).toBeVisible();
    // The note names the table's progress bar too.
    await expect(canvas.getByRole('progressbar', { name: note.textContent })).toBeVisible();
    const shown = Number(/the first ([\d,]+)/.exec(note.textContent)?.[1]?.replaceAll(',', ''));
    // A part of what was sent: the rest is still on its way.
    await expect(shown).toBeGreaterThan(0);
    await expect(shown).toBeLessThan(listedSent);
    const navigation = canvas.getByRole('navigation', { name: 'Pages of endpoints' });
    await expect(within(navigation).getByRole('status')).toHaveTextContent(
      `Showing 1 - 100 of ${shown.toLocaleString('en-US')} endpoints`,
    );
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
    // portal-core §2: the export waits while the list loads.
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};
