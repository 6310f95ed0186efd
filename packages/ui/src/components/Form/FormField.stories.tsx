import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextInput } from './Form.styles';
import { FormField } from './FormField';

const IDS = { control: 'site-name', description: 'site-name-help', status: 'site-name-status' };

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Site name',
    ids: IDS,
    children: <TextInput id={IDS.control} />,
  },
  parameters: {
    controls: { include: ['label', 'description', 'required'] },
    docs: {
      description: {
        component:
          "The layout every field of the kit shares: label (with a required mark), description, the control, and the status line. Use it with `useFormField` to wrap a control of your own: the hook gives the ids and the control's aria attributes.",
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Site name' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    required: true,
    description: 'As your team calls it, e.g. Boston HQ.',
    children: <TextInput id={IDS.control} aria-describedby={IDS.description} aria-required />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Site name' });
    await expect(input).toHaveAccessibleDescription('As your team calls it, e.g. Boston HQ.');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};
