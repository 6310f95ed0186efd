import { PortalThemeProvider, Sparkline, SPARKLINE_HEIGHT, SPARKLINE_WIDTH, SPARKLINE_WINDOW_MS } from '@portal/ui';
import { makeObservationSeries, SPARKLINE_END } from '@portal/fixtures/widgets/sparkline';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Line, LineChart, XAxis, YAxis } from 'recharts';
import { afterPaint, measure, publish } from '../harness';

/**
 * The Sensor & Scanner Status page can show hundreds of 24-hour sparklines. This paints 500 of ours and 500
 * recharts LineCharts of the same size from the same data (1,440 one-minute points each). A run is mount, paint
 * and unmount; the unmount is not waited out with a frame of its own, since the next run's paint covers it.
 */
const COUNT = 500;
const POINTS = 1440;
const GOAL_MS = 200;
const GOAL_SPEED_UP = 3;

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const root = createRoot(container);

const end = Date.parse(SPARKLINE_END);
const series = Array.from({ length: COUNT }, (_, index) =>
  makeObservationSeries({ seed: index + 1, count: POINTS, end: new Date(end), numericTime: true }),
);

/** Resolves once `count` line paths are in the DOM and painted (recharts draws its lines after a store update). */
async function painted(selector: string, count: number): Promise<void> {
  while (container && container.querySelectorAll(selector).length < count) await afterPaint();
  await afterPaint();
}

function render(children: ReactNode): void {
  flushSync(() => root.render(<PortalThemeProvider colorScheme="light">{children}</PortalThemeProvider>));
}

const ours = (
  <>
    {series.map((points, index) => (
      <Sparkline key={index} points={points} end={end} label={`Sensor ${index}`} />
    ))}
  </>
);

const theirs = (
  <>
    {series.map((points, index) => (
      <LineChart key={index} width={SPARKLINE_WIDTH} height={SPARKLINE_HEIGHT} data={points}>
        <XAxis dataKey="x" type="number" domain={[end - SPARKLINE_WINDOW_MS, end]} hide />
        <YAxis dataKey="y" domain={[0, 'dataMax']} hide />
        <Line dataKey="y" type="linear" dot={false} isAnimationActive={false} stroke="currentColor" />
      </LineChart>
    ))}
  </>
);

const portal = await measure(`${COUNT} @portal/ui Sparklines × ${POINTS} points`, async () => {
  render(ours);
  await painted('[data-portal-id="sparkline"] path', COUNT);
  render(null);
});
const recharts = await measure(`${COUNT} recharts LineCharts × ${POINTS} points`, async () => {
  render(theirs);
  await painted('path.recharts-line-curve', COUNT);
  render(null);
});

const speedUp = recharts.medianMs / portal.medianMs;
publish({
  name: 'Sparklines: 500 × 1,440 points',
  figures: [portal, recharts],
  notes: [
    `Sparkline is ${speedUp.toFixed(1)}× faster than recharts (mount + paint + unmount, same data and size)`,
    `goal: ≤ ${GOAL_MS} ms and ≥ ${GOAL_SPEED_UP}× → ${portal.medianMs <= GOAL_MS && speedUp >= GOAL_SPEED_UP ? 'met' : 'NOT met'}`,
  ],
});
