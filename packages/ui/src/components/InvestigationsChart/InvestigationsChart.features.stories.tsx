import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  investigationsError,
  investigationWeeks,
  quietInvestigationWeeks,
  yearOfInvestigationWeeks,
} from '@portal/fixtures/widgets/investigationsChart';
import { expect, within } from 'storybook/test';
import { InvestigationsChart } from './InvestigationsChart';
import { INVESTIGATIONS_BAR_SIZE } from './investigationsGeometry';

const meta = {
  title: 'Data Display/InvestigationsChart/Features',
  component: InvestigationsChart,
  args: { data: investigationWeeks },
} satisfies Meta<typeof InvestigationsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoverTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('img', { name: 'Week of Oct 19: 14 investigations' });
    await expect(bar.getBoundingClientRect().width).toBeCloseTo(INVESTIGATIONS_BAR_SIZE);
    await userEvent.hover(bar);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Week of Oct 19: 14 investigations');
    await userEvent.unhover(bar);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const latest = canvas.getByRole('img', { name: 'Week of Nov 16: 6 investigations' });
    await expect(latest).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Week of Nov 16: 6 investigations');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: 'Week of Nov 9: 2 investigations' })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Week of Nov 9');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('img', { name: 'Week of Aug 31: 4 investigations' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: /^Week of Aug 31/ })).toHaveFocus();
  },
};

export const TableView: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Security Investigations per week' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(investigationWeeks.length + 1);
    await expect(within(table).getByRole('row', { name: 'Oct 19 14' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /bar chart/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }));
    await expect(canvas.getByRole('group', { name: /bar chart/ })).toBeVisible();
  },
};

export const QuietWeeks: Story = {
  args: { data: quietInvestigationWeeks },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /: 1 investigation$/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: /: 0 investigations$/ })).toHaveLength(5);
  },
};

export const ManyWeeks: Story = {
  args: { data: yearOfInvestigationWeeks },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('img', { name: /^Week of / });
    await expect(bars).toHaveLength(52);
    const chart = canvas.getByRole('group', { name: /bar chart/ });
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(52 * INVESTIGATIONS_BAR_SIZE);
    await expect(within(chart).getByText('1,000')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading investigations...');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No investigations to show for this period.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  args: { error: investigationsError },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(investigationsError)).toBeVisible();
  },
};
