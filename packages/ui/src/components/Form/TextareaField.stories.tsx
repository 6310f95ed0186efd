import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { TextareaField } from './TextareaField';

const meta = {
  title: 'Forms/TextareaField',
  component: TextareaField,
  args: { name: 'notes', label: 'Notes' },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'required', 'rows', 'placeholder', 'disabled'] },
    docs: {
      description: {
        component:
          'Multi-line text of a `Form`, registered by `name`: notes, or lists with one entry per line. It takes the same validation and status props as TextField.',
      },
    },
  },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'Rack 4{Enter}Badge needed');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"notes":"Rack 4\\nBadge needed"}',
    );
  },
};

export const Playground: Story = {
  args: {
    name: 'priority_mapping',
    label: 'Priority mapping',
    description: 'One mapping per line, such as critical=1.',
    rows: 6,
    placeholder: 'critical=1',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Priority mapping' });
    await expect(textarea).toHaveAttribute('rows', '6');
    await expect(textarea).toHaveAccessibleDescription('One mapping per line, such as critical=1.');
  },
};
