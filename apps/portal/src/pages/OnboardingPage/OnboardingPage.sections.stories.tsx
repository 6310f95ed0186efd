import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingPage } from './OnboardingPage';
import { overviewParameters, PageWithToasts, panel } from './storySupport';

const meta = {
  title: 'Screens/Onboarding/Overview/Sections',
  component: OnboardingPage,
  render: () => <PageWithToasts />,
  parameters: overviewParameters('onboardingPartial'),
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const openItem = async (canvas: Canvas, section: string, item: string) => {
  const region = await panel(canvas, section);
  const trigger = await region.findByRole('button', { name: new RegExp(`^${item}`) });
  await userEvent.click(trigger);
  return { region, trigger };
};

/** Cloud: each part shows its saved data; Mark Complete saves at once and the header follows. */
export const CloudMarkComplete: Story = {
  play: async ({ canvas }) => {
    const { region, trigger } = await openItem(canvas, 'Cloud Sensor Configuration', 'Azure');
    await expect(trigger).toHaveTextContent('Incomplete');
    await userEvent.click(region.getByRole('button', { name: 'Mark Complete' }));
    await expect(await region.findByRole('button', { name: 'Mark Incomplete' })).toBeVisible();
    await expect(trigger).toHaveTextContent('Complete');
    await expect(trigger).not.toHaveTextContent('Incomplete');
  },
};

/** Cloud: Mark Complete waits for the required selections (no Salesforce licences yet). */
export const CloudRequiredSelections: Story = {
  play: async ({ canvas }) => {
    const { region } = await openItem(canvas, 'Cloud Sensor Configuration', 'Salesforce');
    await expect(within(region.getByLabelText('Salesforce')).getByText('Licenses')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  },
};
