import type { Meta, StoryObj } from '@storybook/react-vite';
import { investigationWeeks } from '@portal/fixtures/widgets/investigationsChart';
import { expect } from 'storybook/test';
import { InvestigationsChart } from './InvestigationsChart';

const meta = {
  title: 'Data Display/InvestigationsChart',
  component: InvestigationsChart,
  args: { data: investigationWeeks },
  argTypes: { defaultView: { control: 'inline-radio', options: ['chart', 'table'] } },
  parameters: {
    controls: { include: ['label', 'defaultView', 'loading', 'error'] },
    docs: {
      description: {
        component:
          'Security investigations per week: 50 px bars on a 430 px chart with axes. Hover a bar, or Tab to the bars and use the arrow keys, to see its week and count. The numbers are always in a table too (visually hidden, or shown with "Show as table").',
      },
    },
  },
} satisfies Meta<typeof InvestigationsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Security Investigations, bar chart' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Week of / })).toHaveLength(investigationWeeks.length);
    await expect(canvas.getByRole('table', { name: 'Security Investigations per week' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { label: 'Monthly Investigations', defaultView: 'table' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Monthly Investigations per week' })).toBeVisible();
  },
};
