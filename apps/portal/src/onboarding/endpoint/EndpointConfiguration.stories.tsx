import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_HEADERS, CALLS } from '@portal/api';
import { anyOrigin, DEMO_CUSTOMERS, faultReply, withFault } from '@portal/fixtures';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { checklist, overviewParameters, PageWithToasts, panel } from '../../pages/OnboardingPage/storySupport';
import { OnboardingPage } from '../../pages/OnboardingPage/OnboardingPage';

const meta = {
  title: 'Screens/Onboarding/Endpoint Configuration',
  component: OnboardingPage,
  render: () => <PageWithToasts />,
  parameters: {
    ...overviewParameters('onboardingPartial'),
    docs: {
      description: {
        component:
          'The Endpoint Configuration panel of /onboarding (portal-onboarding §2.5, §4, §9): Endpoint Security Solutions (cloud and on-prem lists from `available-endpoints`, their none boxes, notes saved on leaving the field) and Endpoint Agent Settings (§9 counts, sysmon, no agents), each change saved with `PUT …/endpoint`; complete = solutions and (agents or no agents).',
      },
    },
  },
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const SOLUTIONS = /^Endpoint Security Solutions/;
const AGENTS = /^Endpoint Agent Settings/;

/** Opens an item of the Endpoint Configuration and answers its content. */
async function item(canvas: Canvas, title: RegExp) {
  const section = await panel(canvas, 'Endpoint Configuration');
  const trigger = await section.findByRole('button', { name: title });
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
  return within(await section.findByRole('region', { name: title }));
}
const headerSays = (canvas: Canvas, title: RegExp, text: string) =>
  waitFor(async () =>
    expect(
      await (await panel(canvas, 'Endpoint Configuration')).findByRole('button', { name: title }),
    ).toHaveTextContent(text),
  );

/** Birchfield Legal: the counts saved; Mark Complete on the agents completes the section and the checklist follows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The Site Configuration above shows Virtual Sensor Settings once the virtual sensors call answers: the play scrolls
    // only after it, so the screen it ends on (the visual baseline) does not depend on which answer came first.
    await (await panel(canvas, 'Site Configuration')).findByRole('button', { name: /^Virtual Sensor Settings/ });
    const agents = await item(canvas, AGENTS);
    await expect(agents.getByRole('combobox', { name: /^Windows Endpoints/ })).toHaveDisplayValue('Up to 1000');
    await expect(agents.getByRole('combobox', { name: /^Mac Endpoints/ })).toHaveDisplayValue('Up to 250');
    await userEvent.click(agents.getByRole('button', { name: 'Mark Complete' }));
    await expect(await (await checklist(canvas)).findByText('2 incomplete section(s) remaining.')).toBeVisible();
    await headerSays(canvas, AGENTS, 'Complete');
    const solutions = await item(canvas, SOLUTIONS);
    await expect(await solutions.findByRole('button', { name: 'Remove CrowdStrike Falcon' })).toBeVisible();
  },
};

/** A count from the §9 choices saves at once and stays after the section is read again. */
export const ChooseCount: Story = {
  play: async ({ canvas }) => {
    const agents = await item(canvas, AGENTS);
    const linux = agents.getByRole('combobox', { name: /^Linux Endpoints/ });
    await userEvent.selectOptions(linux, 'Over 10000');
    await userEvent.click(agents.getByRole('checkbox', { name: 'Sysmon is installed on the Windows endpoints' }));
    await waitFor(() => expect(linux).toHaveDisplayValue('Over 10000'));
    await expect(agents.getByRole('checkbox', { name: 'Sysmon is installed on the Windows endpoints' })).toBeChecked();
  },
};

/** 'No cloud' clears the cloud list and disables it; the solutions become incomplete until marked again. */
export const NoCloudClearsList: Story = {
  play: async ({ canvas }) => {
    const solutions = await item(canvas, SOLUTIONS);
    await expect(await solutions.findByRole('button', { name: 'Remove CrowdStrike Falcon' })).toBeVisible();
    await userEvent.click(solutions.getByRole('checkbox', { name: 'I do not use a cloud endpoint security solution' }));
    await waitFor(() => expect(solutions.queryByRole('button', { name: 'Remove CrowdStrike Falcon' })).toBeNull());
    await expect(solutions.getByRole('combobox', { name: /^Cloud Endpoint Security Solutions/ })).toBeDisabled();
    await expect(solutions.getByRole('button', { name: 'Remove Symantec Endpoint Protection' })).toBeVisible();
    await expect(solutions.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
  },
};

/** 'No agents' zeroes the counts, unticks sysmon and completes the agent settings. */
export const NoAgents: Story = {
  play: async ({ canvas }) => {
    const agents = await item(canvas, AGENTS);
    await headerSays(canvas, AGENTS, 'Incomplete');
    await userEvent.click(
      agents.getByRole('checkbox', { name: 'I do not need to deploy endpoint agents at this time' }),
    );
    await headerSays(canvas, AGENTS, 'Complete');
    const windows = agents.getByRole('combobox', { name: /^Windows Endpoints/ });
    await waitFor(() => expect(windows).toHaveDisplayValue('None'));
    await expect(windows).toBeDisabled();
    await expect(agents.getByRole('combobox', { name: /^Mac Endpoints/ })).toHaveDisplayValue('None');
    await expect(await (await checklist(canvas)).findByText('2 incomplete section(s) remaining.')).toBeVisible();
  },
};

/** The saves of the section, recorded (in `sent`) and answered as the API does; the first fails when asked to. */
const recordSaves = (failFirst: boolean) => {
  sent.length = 0;
  return http.put(anyOrigin(CALLS.saveEndpoint.path), async ({ request }) => {
    const body = (await request.json()) as JsonBodyType;
    sent.push(body);
    if (failFirst && sent.length === 1) return faultReply(500);
    return HttpResponse.json(body, { headers: { [AUTH_HEADERS.customer]: DEMO_CUSTOMERS.onboardingPartial } });
  });
};
const sent: JsonBodyType[] = [];

/** Notes save when the field is left: the PUT carries them. */
export const Notes: Story = {
  beforeEach: ({ msw }) => msw.use(recordSaves(false)),
  play: async ({ canvas }) => {
    const solutions = await item(canvas, SOLUTIONS);
    const notes = solutions.getByRole('textbox', { name: /^Notes/ });
    await userEvent.type(notes, 'Kiosks run no EPP.');
    await expect(sent).toHaveLength(0);
    await userEvent.tab();
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ notes: 'Kiosks run no EPP.' })]));
  },
};

/**
 * The notes' save fails: the toast says why, the typed text stays in the field, and leaving the field again saves
 * it again (answered this time).
 */
export const NotesKeptWhenSaveFails: Story = {
  beforeEach: ({ msw }) => msw.use(recordSaves(true)),
  play: async ({ canvas }) => {
    const solutions = await item(canvas, SOLUTIONS);
    const notes = solutions.getByRole('textbox', { name: /^Notes/ });
    await userEvent.type(notes, 'Kiosks run no EPP.');
    await userEvent.tab();
    await expect(await screen.findByText('Internal server error.')).toBeVisible();
    await expect(notes).toHaveValue('Kiosks run no EPP.');
    await userEvent.click(notes);
    await userEvent.tab();
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual(expect.objectContaining({ notes: 'Kiosks run no EPP.' }));
    await expect(notes).toHaveValue('Kiosks run no EPP.');
  },
};

/** Nothing entered yet: both Mark Complete buttons wait for a choice. */
export const NotStarted: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    const solutions = await item(canvas, SOLUTIONS);
    await expect(solutions.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    const agents = await item(canvas, AGENTS);
    await expect(agents.getByRole('combobox', { name: /^Windows Endpoints/ })).toHaveDisplayValue('None');
    await expect(agents.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  },
};

/** A viewer without the edit right: the fields are disabled and there is no Mark Complete. */
export const ReadOnly: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    const agents = await item(canvas, AGENTS);
    await expect(agents.getByRole('combobox', { name: /^Windows Endpoints/ })).toBeDisabled();
    await expect(
      agents.getByRole('checkbox', { name: 'I do not need to deploy endpoint agents at this time' }),
    ).toBeDisabled();
    await expect(agents.queryByRole('button', { name: /Mark (Complete|Incomplete)/ })).toBeNull();
  },
};

/** A failed save: the toast says why and the form goes back to what is saved. */
export const SaveFails: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('put', CALLS.saveEndpoint.path, 500)),
  play: async ({ canvas }) => {
    const agents = await item(canvas, AGENTS);
    const none = agents.getByRole('checkbox', { name: 'I do not need to deploy endpoint agents at this time' });
    await userEvent.click(none);
    await expect(await screen.findByText('Internal server error.')).toBeVisible();
    await waitFor(() => expect(none).not.toBeChecked());
    await expect(agents.getByRole('combobox', { name: /^Windows Endpoints/ })).toHaveDisplayValue('Up to 1000');
  },
};

/** The products to choose from fail: the solutions say so with Retry; the agent settings stay. */
export const AvailableEndpointsFail: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.availableEndpoints.path, 500)),
  play: async ({ canvas }) => {
    const solutions = await item(canvas, SOLUTIONS);
    await expect(await solutions.findByText('Internal server error.')).toBeVisible();
    await expect(solutions.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

/** While the section loads, the overview says so. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.endpoint.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading onboarding...')).toBeVisible();
  },
};
