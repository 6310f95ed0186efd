import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS, type CloudSection } from '@portal/api';
import { anyOrigin, replyBuyingCloud } from '@portal/fixtures';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checklist, overviewParameters, PageWithToasts } from '../../pages/OnboardingPage/storySupport';
import { CloudSensorSection } from './CloudSensorSection';
import { headerSays, openPart } from './cloudStorySupport';

const meta = {
  title: 'Screens/Onboarding/Cloud Sensor Configuration/Filling In',
  component: CloudSensorSection,
  render: () => <PageWithToasts />,
  parameters: overviewParameters('onboardingNotStarted'),
} satisfies Meta<typeof CloudSensorSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Part = Awaited<ReturnType<typeof openPart>>;

/** A handler that records every section the page saves; the demo API still answers each (the spy only listens). */
function saveSpy(sent: CloudSection[]) {
  return http.put(anyOrigin(CALLS.saveCloud.path), async ({ request }) => {
    sent.push((await request.clone().json()) as CloudSection);
  });
}

async function typeLicences(part: Part, text: string) {
  const box = part.getByRole('textbox', { name: /^Licenses/ });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.tab();
}

async function markComplete(canvas: Canvas, title: string) {
  const part = await openPart(canvas, title);
  const mark = part.getByRole('button', { name: 'Mark Complete' });
  await waitFor(() => expect(mark).toBeEnabled());
  await userEvent.click(mark);
  await headerSays(canvas, title, /Complete$/);
}

/**
 * A licence count must be a whole number: '12 seats' says 'Enter a whole number of licenses' and is not saved; ' 40 '
 * is saved trimmed when the field is left, and Salesforce can then be marked complete.
 */
export const LicenceCount: Story = {
  beforeEach: ({ msw }) => msw.use(replyBuyingCloud('onboardingNotStarted', ['salesforce'])),
  play: async ({ canvas, context }) => {
    const sent: CloudSection[] = [];
    context.msw.use(saveSpy(sent));
    const salesforce = await openPart(canvas, 'Salesforce');
    await typeLicences(salesforce, '12 seats');
    await expect(await salesforce.findByText('Enter a whole number of licenses')).toBeVisible();
    await expect(salesforce.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    await typeLicences(salesforce, ' 40 ');
    await waitFor(() => expect(sent.at(-1)?.salesforce.licenses).toBe('40'));
    await expect(salesforce.queryByText('Enter a whole number of licenses')).toBeNull();
    await expect(sent.map((section) => section.salesforce.licenses)).not.toContain('12 seats');
    await markComplete(canvas, 'Salesforce');
  },
};

/**
 * Birchfield Legal (AWS and Office 365 complete) as having bought every cloud sensor: Azure, Salesforce, Geo Login,
 * iManage and GCP filled in one after another, each marked complete as soon as it can be (GCP is optional), and the
 * checklist then counts the section complete. Quick changes queue behind the save on its way and none is lost.
 */
export const EveryProviderFilled: Story = {
  parameters: overviewParameters('onboardingPartial'),
  beforeEach: ({ msw }) =>
    msw.use(replyBuyingCloud('onboardingPartial', ['aws', 'azure', 'o365', 'salesforce', 'imanage', 'gcp'])),
  play: async ({ canvas }) => {
    const azure = await openPart(canvas, 'Azure');
    await userEvent.click(azure.getByRole('checkbox', { name: 'Sentinel' }));
    await markComplete(canvas, 'Azure');

    await typeLicences(await openPart(canvas, 'Salesforce'), '250');
    await markComplete(canvas, 'Salesforce');
    await markComplete(canvas, 'Geo Login');
    await typeLicences(await openPart(canvas, 'iManage'), '30');
    await markComplete(canvas, 'iManage');
    await typeLicences(await openPart(canvas, 'GCP'), '4');

    const sections = within((await checklist(canvas)).getByRole('list', { name: 'Sections' }));
    await waitFor(() =>
      expect(sections.getAllByRole('listitem').map((item) => item.textContent)).toContain(
        'Cloud ConfigurationComplete',
      ),
    );
    await expect((await openPart(canvas, 'AWS')).getByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
  },
};
