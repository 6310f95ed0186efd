import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { anyOrigin, faultReply, replyBuyingCloud, withFault } from '@portal/fixtures';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checklist, overviewParameters, PageWithToasts, untilAnswered } from '../../pages/OnboardingPage/storySupport';
import { CloudSensorSection } from './CloudSensorSection';
import { cloudPanel, headerSays, openPart, partTitles } from './cloudStorySupport';

const meta = {
  title: 'Screens/Onboarding/Cloud Sensor Configuration',
  component: CloudSensorSection,
  render: () => <PageWithToasts />,
  parameters: {
    ...overviewParameters('onboardingPartial'),
    docs: {
      description: {
        component:
          'The Cloud Sensor Configuration panel of /onboarding (portal-onboarding §2.5, §3, §4, §5): one form per purchased cloud sensor (`products.cloud_sensors`; geo login with any), each change saved whole with `PUT …/onboarding/cloud`, Mark Complete per part (disabled without edit rights or with required selections empty); the section is complete when every shown part but GCP is.',
      },
    },
  },
} satisfies Meta<typeof CloudSensorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Birchfield Legal bought AWS and Office 365: those two (complete) and Geo Login (countries chosen, not complete). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await partTitles(canvas)).toEqual(['AWS', 'Office 365', 'Geo Login']);
    await headerSays(canvas, 'AWS', /Complete$/);
    await headerSays(canvas, 'Geo Login', /Incomplete$/);
    const aws = await openPart(canvas, 'AWS');
    await expect(aws.getByText('us-east-1')).toBeVisible();
    await expect(aws.getByText('eu-west-1')).toBeVisible();
    await expect(aws.getByRole('checkbox', { name: 'GuardDuty' })).toBeChecked();
    await expect(aws.getByRole('checkbox', { name: 'EKS' })).not.toBeChecked();
    await expect(aws.getByRole('button', { name: 'Mark Incomplete' })).toBeEnabled();
    const office = await openPart(canvas, 'Office 365');
    await expect(office.getByRole('radio', { name: 'E5' })).toBeChecked();
    const geo = await openPart(canvas, 'Geo Login');
    await expect(geo.getByText('United States')).toBeVisible();
    await expect(geo.getByText('Canada')).toBeVisible();
    await expect(geo.getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
  },
};

/** Cedar Point Marine bought every cloud sensor: all seven parts, complete; GCP is optional. */
export const EveryProvider: Story = {
  parameters: { persona: 'onboardingReady' },
  play: async ({ canvas }) => {
    await expect(await partTitles(canvas)).toEqual([
      'AWS',
      'Azure',
      'Office 365',
      'Salesforce',
      'Geo Login',
      'iManage',
      'GCP',
    ]);
    await headerSays(canvas, 'iManage', /Complete$/);
    await headerSays(canvas, 'GCP', /Optional$/);
    const azure = await openPart(canvas, 'Azure');
    await expect(azure.getByRole('checkbox', { name: 'Log Analytics' })).toBeChecked();
    await expect(azure.getByRole('checkbox', { name: 'Sentinel' })).not.toBeChecked();
    const salesforce = await openPart(canvas, 'Salesforce');
    await expect(salesforce.getByRole('textbox', { name: /^Licenses/ })).toHaveValue('120');
    const gcp = await openPart(canvas, 'GCP');
    await expect(gcp.getByText('GCP is not needed to complete the Cloud Sensor Configuration.')).toBeVisible();
    await expect(gcp.getByRole('textbox', { name: /^Licenses/ })).toHaveValue('2');
    await expect(gcp.queryByRole('button', { name: /Mark/ })).toBeNull();
  },
};

/** Only Salesforce bought: Salesforce and Geo Login, nothing else. */
export const OnlyPurchased: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  beforeEach: ({ msw }) => msw.use(replyBuyingCloud('onboardingNotStarted', ['salesforce'])),
  play: async ({ canvas }) => {
    await expect(await partTitles(canvas)).toEqual(['Salesforce', 'Geo Login']);
    const salesforce = await openPart(canvas, 'Salesforce');
    await expect(salesforce.getByText('Enter the number of licenses to mark Salesforce complete.')).toBeVisible();
  },
};

/** No cloud sensor bought: nothing to configure, and the checklist counts the section complete. */
export const NoCloudSensors: Story = {
  beforeEach: ({ msw }) => msw.use(replyBuyingCloud('onboardingPartial', [])),
  play: async ({ canvas }) => {
    const section = await cloudPanel(canvas);
    await expect(await section.findByText('No cloud sensors purchased')).toBeVisible();
    await expect(section.getByText('Cloud sensors you purchase appear here to be configured.')).toBeVisible();
    const sections = within((await checklist(canvas)).getByRole('list', { name: 'Sections' }));
    await expect(sections.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Cloud ConfigurationComplete',
    );
  },
};

/** Nothing entered yet: Mark Complete waits for the required selections (AWS regions, the Office 365 tier, countries). */
export const RequiredSelections: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    for (const title of ['AWS', 'Office 365', 'Geo Login']) {
      const part = await openPart(canvas, title);
      await expect(part.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    }
    const aws = await openPart(canvas, 'AWS');
    await expect(aws.getByText('Select at least one region to mark AWS complete.')).toBeVisible();
  },
};

/** A user without the edit-onboarding role: every field and Mark button disabled. */
export const ReadOnlyViewer: Story = {
  parameters: { persona: 'onboardingViewer' },
  play: async ({ canvas }) => {
    const aws = await openPart(canvas, 'AWS');
    await expect(aws.getByText('us-west-2')).toBeVisible();
    await expect(aws.getByRole('combobox', { name: /^Regions/ })).toBeDisabled();
    await expect(aws.getByRole('button', { name: 'Remove us-west-2' })).toBeDisabled();
    await expect(aws.getByRole('checkbox', { name: 'CloudTrail' })).toBeDisabled();
    await expect(aws.getByRole('button', { name: 'Mark Incomplete' })).toBeDisabled();
    const geo = await openPart(canvas, 'Geo Login');
    await expect(geo.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  },
};

/** Submitted, until the kickoff call: the section is locked, read-only like the rest. */
export const LockedAfterSubmit: Story = {
  parameters: { persona: 'onboardingSubmitted' },
  play: async ({ canvas }) => {
    const office = await openPart(canvas, 'Office 365');
    await expect(office.getByRole('radio', { name: 'E5' })).toBeChecked();
    await expect(office.getByRole('radio', { name: 'E3' })).toBeDisabled();
    await expect(office.getByRole('checkbox', { name: 'DLP' })).toBeDisabled();
    await expect(office.getByRole('button', { name: 'Mark Incomplete' })).toBeDisabled();
  },
};

/** While the section loads (the section alone: the overview shows one loading state for all its calls). */
export const Loading: Story = {
  render: () => <CloudSensorSection />,
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.cloud.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading cloud sensor configuration...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cloud Sensor Configuration' })).toBeVisible();
  },
};

/** The section fails to load: its panel says why and offers Retry (the overview's failure stories retry). */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.cloud.path, 503)),
  play: async ({ canvas }) => {
    const section = await cloudPanel(canvas);
    await expect(await section.findByRole('alert')).toBeVisible();
    await expect(await section.findByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

/** Filling a part: a choice saves at once, and Mark Complete turns on when the required selection is made. */
export const FillAndComplete: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  play: async ({ canvas }) => {
    const office = await openPart(canvas, 'Office 365');
    await expect(office.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    await userEvent.click(office.getByRole('radio', { name: 'E3' }));
    await userEvent.click(office.getByRole('checkbox', { name: 'DLP' }));
    const mark = office.getByRole('button', { name: 'Mark Complete' });
    await expect(mark).toBeEnabled();
    await userEvent.click(mark);
    // The button is busy until the save has answered.
    await untilAnswered(() => office.getByRole('button', { name: 'Mark Incomplete' }));
    await headerSays(canvas, 'Office 365', /Complete$/);
  },
};

/** A save fails: the choice stays on screen, the panel says it was not saved and why, and Try again sends it. */
export const SaveFailure: Story = {
  parameters: { persona: 'onboardingNotStarted' },
  // The first save fails (500) and Try again's is saved. Set before the story renders, like the other stories' faults.
  beforeEach: ({ msw }) => msw.use(http.put(anyOrigin(CALLS.saveCloud.path), () => faultReply(500), { once: true })),
  play: async ({ canvas }) => {
    const office = await openPart(canvas, 'Office 365');
    await userEvent.click(office.getByRole('radio', { name: 'E3' }));
    const section = await cloudPanel(canvas);
    await expect(await section.findByText('Your last change was not saved')).toBeVisible();
    await expect(office.getByRole('radio', { name: 'E3' })).toBeChecked();
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(section.queryByText('Your last change was not saved')).toBeNull());
    await expect(office.getByRole('radio', { name: 'E3' })).toBeChecked();
  },
};
