/** Shared by the overview's story files (no demo-API imports here: only stories and tests may import it). */
import type { User } from '@portal/api';
import { expect, queries, screen, userEvent, waitFor, within } from 'storybook/test';
import { session, setUser } from '../../state/session';
import { StatusRegion } from '../../StatusRegion';
import { OnboardingPage } from './OnboardingPage';

/** The page with the toasts, as in the portal. */
export function PageWithToasts() {
  return (
    <>
      <OnboardingPage />
      <StatusRegion />
    </>
  );
}

export const overviewParameters = (persona: string) => ({
  layout: 'fullscreen',
  route: '/onboarding',
  persona,
});

/** A story's beforeEach: the signed-in persona changed (e.g. made provider staff). */
export const withUser = (change: (user: User) => User) => () => {
  const user = session.user;
  if (user) setUser(change(user));
};

/** The page's landmark regions, found by their headings. */
type Canvas = ReturnType<typeof within<typeof queries>>;
export const panel = async (canvas: Canvas, name: string) => within(await canvas.findByRole('region', { name }));
export const checklist = (canvas: Canvas) => panel(canvas, 'Checklist');

/**
 * Waits until a button the user pressed can be pressed again: its save has answered. A busy button stays enabled (it is
 * `aria-disabled` with a spinner, so focus stays on it), so `toBeEnabled` alone passes while the save is on its way, and
 * a play ending then leaves the write to land in the next story's freshly seeded demo API.
 */
export const untilAnswered = (find: () => HTMLElement | Promise<HTMLElement>) =>
  waitFor(async () => {
    const button = await find();
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
  });

export const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

/** Opens every accordion item of a panel, so a check of its contents reads them all. */
export async function expandAll(section: Canvas): Promise<void> {
  for (const trigger of section.queryAllByRole('button', { expanded: false })) await userEvent.click(trigger);
}

/**
 * The overview's own section panels whose read-only users get no Mark buttons (contacts and sites are the other
 * sections' stories; the cloud section disables its buttons instead, see expectCloudReadOnly).
 */
export const OWN_SECTIONS = ['Endpoint Configuration', 'Internet Exposure'] as const;

/** No Mark Complete / Mark Incomplete in this page's own sections, with every accordion item open. */
export async function expectNoMarkButtons(canvas: Canvas) {
  for (const name of OWN_SECTIONS) {
    const section = await panel(canvas, name);
    await expandAll(section);
    await expect(section.queryByRole('button', { name: /Mark (Complete|Incomplete)/ })).toBeNull();
  }
}

/** The cloud section read-only (portal-onboarding §5): the saved AWS regions shown, its fields and Mark buttons disabled. */
export async function expectCloudReadOnly(canvas: Canvas) {
  const cloud = await panel(canvas, 'Cloud Sensor Configuration');
  await expandAll(cloud);
  await expect(cloud.getByText('us-west-2')).toBeVisible();
  await expect(cloud.getByRole('checkbox', { name: 'GuardDuty' })).toBeDisabled();
  const marks = cloud.getAllByRole('button', { name: /Mark (Complete|Incomplete)/ });
  for (const button of marks) await expect(button).toBeDisabled();
}
