import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextInput } from './Form.styles';
import { FormField } from './FormField';

const IDS = { control: 'city', description: 'city-help', status: 'city-status' };

const meta = {
  title: 'Forms/FormField/Features',
  component: FormField,
  args: { label: 'City', ids: IDS, required: true, children: <TextInput id={IDS.control} /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorStatus: Story = {
  args: {
    status: { intent: 'error', message: 'Enter a city name' },
    children: <TextInput id={IDS.control} aria-describedby={IDS.status} aria-invalid />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(input).toHaveAccessibleDescription('Enter a city name');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a city name');
  },
};

export const WarningStatus: Story = {
  args: {
    status: { intent: 'warning', message: 'Check the spelling' },
    children: <TextInput id={IDS.control} aria-describedby={IDS.status} data-status="warning" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Check the spelling');
  },
};

export const SuccessStatus: Story = {
  args: {
    status: { intent: 'success', message: 'Address verified' },
    children: <TextInput id={IDS.control} aria-describedby={IDS.status} data-status="success" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Address verified');
  },
};

export const WithFooter: Story = {
  args: { footer: <span>3 of 5 sites</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 5 sites')).toBeVisible();
  },
};
