import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, waitFor } from 'storybook/test';
import { StatusRegion } from '../../StatusRegion';
import { AllotmentPage } from './AllotmentPage';

const meta = {
  title: 'Screens/Staff/Allotment',
  component: AllotmentPage,
  render: () => (
    <>
      <AllotmentPage />
      <StatusRegion />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    persona: 'staff',
    route: '/allotment',
    docs: {
      description: {
        component:
          'Allotment Update (`/allotment`, provider staff only; portal-onboarding §2.8): `POST /api/v1/onboarding/allotment` with model and quantity (default 0).',
      },
    },
  },
} satisfies Meta<typeof AllotmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Queries {
  getAllByText: (text: string) => HTMLElement[];
}
/** The quantity shown beside a hardware label in Current Allotments. */
const allotmentOf = (canvas: Queries, label: string) =>
  canvas.getAllByText(label).find((element) => element.tagName === 'DT')?.nextElementSibling?.textContent;

/** Staff pick a hardware item and a quantity and submit: 'Allotment updated.' and the new count below. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Allotment Update' })).toBeVisible();
    const quantity = await canvas.findByRole('spinbutton', { name: /^Quantity/ });
    await expect(quantity).toHaveValue(0);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Hardware/ }), '3000 Series Sensor (10 Gbps)');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Allotment updated.')).toBeVisible();
    await waitFor(() => expect(allotmentOf(canvas, '3000 Series Sensor (10 Gbps)')).toBe('7'));
  },
};

/** Submitting without a hardware item, or with a quantity that is not a whole number, says what to fix. */
export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    const quantity = await canvas.findByRole('spinbutton', { name: /^Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Make a hardware selection')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number, 0 or more')).toBeVisible();
  },
};

/** The update fails: a danger toast with the error's message, the choice kept. */
export const Failure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', CALLS.allotment.path, 500)),
  play: async ({ canvas, userEvent }) => {
    const hardware = await canvas.findByRole('combobox', { name: /^Hardware/ });
    await userEvent.selectOptions(hardware, '200 Series Scanner');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Internal server error.')).toBeVisible();
    await expect(hardware).toHaveDisplayValue('200 Series Scanner');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.availableHardware.path, 'never')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading hardware...')).toBeVisible();
  },
};
