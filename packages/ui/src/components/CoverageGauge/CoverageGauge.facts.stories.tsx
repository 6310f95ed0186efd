import type { Meta, StoryObj } from '@storybook/react-vite';
import { coverageScores, coverageStats } from '@portal/fixtures/widgets/coverageGauge';
import { cloudAppsNotAvailableFacts, coverageFacts } from '@portal/fixtures/widgets/coverageReadiness';
import { expect, within } from 'storybook/test';
import { CoverageGauge } from './CoverageGauge';
import { COVERAGE_EXPLANATION } from './coverageScore';

const meta = {
  title: 'Data Display/CoverageGauge/Facts',
  component: CoverageGauge,
  args: { scores: coverageScores, stats: coverageStats, facts: coverageFacts },
  parameters: {
    docs: {
      description: {
        component:
          'Given the readiness facts (`facts`), the breakdown lists every fact under the part of the score it feeds: booleans as Y or N, cloud apps as configured / detected (N/A unless both are known), monthly incidents as Low (up to 15), Medium (up to 25) or High. `explanation` adds what the score means above the dial.',
      },
    },
  },
} satisfies Meta<typeof CoverageGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowTexts = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table', { name: 'Score breakdown' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

export const EveryFact: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowTexts(canvasElement)).toEqual([
      'MeasureResult',
      'Configuration28 of 35',
      'Firewall logsY',
      'Active Directory logsY',
      'Active Directory poller logsN',
      'Server antivirusY',
      'Desktop antivirusN',
      'Cloud apps (configured / detected)4 / 2',
      'Approved or restricted countries listN',
      'Monitoring12 of 15',
      'Recent SNMP observationsY',
      'Observations from configured cloud appsY',
      'Incidents14 of 20',
      'Monthly incidentsLow',
      'Ticketing10 of 15',
      'Escalations configured5',
      'External Scans8 of 15',
      'Scan types configured3',
      'Internal hosts scanned in the past week1,240',
      'Critical vulnerabilities2',
      'High vulnerabilities37',
      'Total72 of 100',
    ]);
  },
};

export const CloudAppsNotAvailable: Story = {
  args: { facts: cloudAppsNotAvailableFacts },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Cloud apps/ });
    await expect(within(row).getByRole('cell')).toHaveTextContent(/^N\/A$/);
  },
};

const incidentStory = (count: number, label: string, intent: string): Story => ({
  args: { facts: { ...coverageFacts, num_monthly_incidents: count } },
  play: async ({ canvas }) => {
    const cell = within(canvas.getByRole('row', { name: /Monthly incidents/ })).getByRole('cell');
    await expect(cell).toHaveTextContent(label);
    await expect(within(cell).getByText(label)).toHaveAttribute('data-intent', intent);
  },
});

/** 15 incidents a month is still Low; 16 is Medium. */
export const IncidentsLowAt15 = incidentStory(15, 'Low', 'success');
export const IncidentsMediumAt16 = incidentStory(16, 'Medium', 'warning');
/** 25 is still Medium; 26 is High. */
export const IncidentsMediumAt25 = incidentStory(25, 'Medium', 'warning');
export const IncidentsHighAt26 = incidentStory(26, 'High', 'danger');

export const WithExplanation: Story = {
  args: { explanation: COVERAGE_EXPLANATION },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your coverage score shows, out of 100/)).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '72 out of 100, Fair');
  },
};
