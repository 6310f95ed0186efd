import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  coverageError,
  coverageScores,
  coverageStats,
  goodCoverageScores,
  largeCompanyCoverageStats,
  longIndustryCoverageScores,
  perfectCoverageScores,
  poorCoverageScores,
} from '@portal/fixtures/widgets/coverageGauge';
import { expect, within } from 'storybook/test';
import { COVERAGE_NOT_AVAILABLE_MESSAGE, CoverageGauge } from './CoverageGauge';

const meta = {
  title: 'Data Display/CoverageGauge/Features',
  component: CoverageGauge,
  args: { scores: coverageScores, stats: coverageStats },
} satisfies Meta<typeof CoverageGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breakdown: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Score breakdown' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryEarnedMaximumShare',
      'Configuration283580%',
      'Monitoring121580%',
      'Incidents142070%',
      'Ticketing101567%',
      'External Scans81553%',
      'Total7210072%',
    ]);
  },
};

export const Comparisons: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All Customers average').nextElementSibling).toHaveTextContent('64');
    await expect(canvas.getByText('Industry average (Healthcare)').nextElementSibling).toHaveTextContent(
      '69.5Above average',
    );
    await expect(canvas.getByText('Size average (<500 employees)').nextElementSibling).toHaveTextContent('58');
  },
};

export const GoodBand: Story = {
  args: { scores: goodCoverageScores },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '86.5 out of 100, Good');
    await expect(meter).toHaveAttribute('data-intent', 'success');
  },
};

export const PoorBand: Story = {
  args: { scores: poorCoverageScores },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('data-intent', 'danger');
    await expect(canvas.getByText('Poor')).toBeVisible();
    await expect(canvas.getByText('Industry average')).toBeVisible();
  },
};

export const FullScore: Story = {
  args: { scores: perfectCoverageScores },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const LargestSizeBand: Story = {
  args: { stats: largeCompanyCoverageStats },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Size average (3000+ employees)')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { scores: longIndustryCoverageScores, stats: largeCompanyCoverageStats },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Professional, Scientific and Technical Services/)).toBeVisible();
    await expect(canvas.getByText(/Well above the average/)).toBeVisible();
  },
};

export const WithoutComparisons: Story = {
  args: { stats: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('All Customers average')).not.toBeInTheDocument();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { layout: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const NotAvailable: Story = {
  args: { scores: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(COVERAGE_NOT_AVAILABLE_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading coverage score');
  },
};

export const ErrorState: Story = {
  args: { error: coverageError },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(coverageError)).toBeVisible();
  },
};
