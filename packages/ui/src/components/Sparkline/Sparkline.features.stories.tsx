import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  busySensorObservations,
  downSensorObservations,
  hourlySensorObservations,
  longSensorMetricsError,
  sensorMetricsError,
  sensorSparklines,
  singleObservation,
  SPARKLINE_END,
  staleSensorObservations,
} from '@portal/fixtures/widgets/sparkline';
import { expect, waitFor } from 'storybook/test';
import { cssColor, storyTheme } from '../../storyHelpers/themeColors';
import type { PortalTheme } from '../../theme/tokens';
import { styled } from '../../theme/styledInterop';
import { Sparkline } from './Sparkline';

const meta = {
  title: 'Data Display/Sparkline/Features',
  component: Sparkline,
  args: { points: busySensorObservations, end: SPARKLINE_END, label: 'sensor-01 observations' },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

const latest = busySensorObservations[busySensorObservations.length - 1];

/** The colour the user sees the line in, against the intent's token in the story's theme. */
async function expectLineColour(chart: Element, theme: PortalTheme, intent: 'primary' | 'danger') {
  const line = chart.querySelector('path');
  await expect(line).toBeInTheDocument();
  if (line) await expect(getComputedStyle(line).stroke).toBe(cssColor(theme.colors.intent[intent].border));
}
const first = busySensorObservations[0];

export const HoverTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const target = canvas.getByRole('slider');
    const box = target.getBoundingClientRect();
    await userEvent.pointer({ target, coords: { clientX: box.left + 1, clientY: box.top + box.height / 2 } });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(`${String(first?.y)} observations`);
    await expect(tooltip).toHaveTextContent('2026-11-19T15:01Z');
    await userEvent.unhover(target);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const KeyboardReading: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuetext', `${String(latest?.y)} observations at 2026-11-20T15:00Z`);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('2026-11-20T15:00Z');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('2026-11-20T14:59Z');
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('2026-11-20T13:59Z');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('2026-11-19T15:01Z');
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const HourlyPoints: Story = {
  args: { points: hourlySensorObservations, label: 'Risk scanner observations' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuemax', '23');
  },
};

export const SensorDown: Story = {
  args: { points: downSensorObservations, intent: 'danger', label: 'sensor-07 observations' },
  play: async ({ canvas, globals }) => {
    const chart = canvas.getByRole('img', { name: /latest 0 at 2026-11-20T15:00Z/ });
    await expect(chart).toBeVisible();
    await expectLineColour(chart, storyTheme(globals), 'danger');
  },
};

export const SingleObservation: Story = {
  args: { points: singleObservation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /3 observations in the 24 hours/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { points: staleSensorObservations },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No observations in the past 24 hours')).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sensor-01 observations');
  },
};

export const ErrorState: Story = {
  args: { error: sensorMetricsError },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sensorMetricsError)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /observations/ })).not.toBeInTheDocument();
  },
};

export const LongError: Story = {
  args: { error: longSensorMetricsError },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longSensorMetricsError)).toBeInTheDocument();
  },
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Name = styled.span`
  min-width: ${({ theme }) => theme.spacing(22)};
`;

export const ManySensors: Story = {
  render: (args) => (
    <List>
      {sensorSparklines.map((sensor) => (
        <Row key={sensor.id}>
          <Name>{sensor.name}</Name>
          <Sparkline
            {...args}
            points={sensor.points}
            label={`${sensor.id} observations`}
            intent={sensor.health === 'DOWN' ? 'danger' : 'primary'}
          />
        </Row>
      ))}
    </List>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('img', { name: /observations: / })).toHaveLength(sensorSparklines.length);
    await expect(canvas.getAllByRole('slider')).toHaveLength(sensorSparklines.length);
    const theme = storyTheme(globals);
    for (const sensor of sensorSparklines) {
      const chart = canvas.getByRole('img', { name: new RegExp(`^${sensor.id} observations: `) });
      await expectLineColour(chart, theme, sensor.health === 'DOWN' ? 'danger' : 'primary');
    }
  },
};
