import type { Meta, StoryObj } from '@storybook/react-vite';
import { coverageScores, coverageStats } from '@portal/fixtures/widgets/coverageGauge';
import { expect } from 'storybook/test';
import { COVERAGE_GAUGE_LAYOUTS, CoverageGauge } from './CoverageGauge';

const meta = {
  title: 'Data Display/CoverageGauge',
  component: CoverageGauge,
  args: { scores: coverageScores, stats: coverageStats },
  argTypes: { layout: { control: 'inline-radio', options: COVERAGE_GAUGE_LAYOUTS } },
  parameters: {
    controls: { include: ['layout', 'label', 'loading', 'error'] },
    docs: {
      description: {
        component:
          'The coverage score out of 100 as a `meter`, coloured by band (80 or more success, 50 or more warning, below 50 danger) and named by its band in text. The full layout adds the comparisons (all customers, industry with its rating, company size band) and the breakdown table of earned against maximum points. Without readiness data it says so.',
      },
    },
  },
} satisfies Meta<typeof CoverageGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Coverage score' });
    await expect(meter).toHaveAttribute('aria-valuenow', '72');
    await expect(meter).toHaveAttribute('aria-valuetext', '72 out of 100, Fair');
    await expect(canvas.getByRole('table', { name: 'Score breakdown' })).toBeVisible();
    await expect(canvas.getByText('All Customers average')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { layout: 'compact', label: 'Security score' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Security score' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
