/** Shared by the cloud section's story files (no demo-API imports here: only stories and tests may import it). */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { panel } from '../../pages/OnboardingPage/storySupport';

type Canvas = Parameters<typeof panel>[0];

export const cloudPanel = (canvas: Canvas) => panel(canvas, 'Cloud Sensor Configuration');

/** A part's accordion header: its name starts with the part's title, then its completion text. */
export const partHeader = async (canvas: Canvas, title: string) =>
  (await cloudPanel(canvas)).findByRole('button', { name: new RegExp(`^${title}`) });

/** Opens a part (if closed) and answers its content. */
export async function openPart(canvas: Canvas, title: string) {
  const trigger = await partHeader(canvas, title);
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
  return within(await (await cloudPanel(canvas)).findByRole('region', { name: new RegExp(`^${title}`) }));
}

/** Waits until a part's header says `text` (Complete / Incomplete / Optional). */
export const headerSays = (canvas: Canvas, title: string, text: RegExp) =>
  waitFor(async () => expect((await partHeader(canvas, title)).textContent).toMatch(text));

/** The titles of the parts shown, in order. */
export async function partTitles(canvas: Canvas): Promise<string[]> {
  const section = await cloudPanel(canvas);
  await section.findAllByRole('button', { expanded: false });
  return section
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent.replace(/(Complete|Incomplete|Optional)$/, ''));
}
