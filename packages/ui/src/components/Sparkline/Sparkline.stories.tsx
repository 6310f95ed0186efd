import type { Meta, StoryObj } from '@storybook/react-vite';
import { busySensorObservations, SPARKLINE_END } from '@portal/fixtures/widgets/sparkline';
import { expect } from 'storybook/test';
import { cssColor, storyTheme } from '../../storyHelpers/themeColors';
import { Sparkline } from './Sparkline';
import { SPARKLINE_INTENTS } from './Sparkline.styles';

const meta = {
  title: 'Data Display/Sparkline',
  component: Sparkline,
  args: { points: busySensorObservations, end: SPARKLINE_END, label: 'sensor-01 observations' },
  argTypes: { intent: { control: 'inline-radio', options: SPARKLINE_INTENTS } },
  parameters: {
    controls: { include: ['label', 'intent', 'width', 'height', 'loading', 'error'] },
    docs: {
      description: {
        component:
          'Observation counts of one sensor or scanner over the 24 hours ending at `end`, drawn as a single SVG path (cheap enough for hundreds per page). Hover it, or focus it and use the arrow keys (Page Up/Down jump an hour, Home/End go to the ends), to read each count and time. An error message or an empty-window message takes the place of the line.',
      },
    },
  },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: /sensor-01 observations: [\d,]+ observations in the 24 hours/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'sensor-01 observations, point by point' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { intent: 'success', width: 320, height: 64, label: 'Cloud sensor observations' },
  play: async ({ canvas, globals }) => {
    const chart = canvas.getByRole('img', { name: /^Cloud sensor observations/ });
    await expect(chart).toHaveAttribute('width', '320');
    await expect(chart).toHaveAttribute('height', '64');
    // The success intent draws the line in the theme's success colour.
    const line = chart.querySelector('path');
    await expect(line).toBeInTheDocument();
    if (line) {
      await expect(getComputedStyle(line).stroke).toBe(cssColor(storyTheme(globals).colors.intent.success.border));
    }
  },
};
