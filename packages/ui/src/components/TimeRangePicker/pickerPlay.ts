import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

/** Shared steps of the picker's play functions: what a user looks for and does. */
type Canvas = StoryContext['canvas'];
type User = StoryContext['userEvent'];

export const trigger = (canvas: Canvas) => canvas.getByRole('button', { name: /^Time range:/ });

export async function openPicker(canvas: Canvas, userEvent: User): Promise<HTMLElement> {
  await userEvent.click(trigger(canvas));
  const dialog = await screen.findByRole('dialog', { name: 'Choose the time range' });
  // The popover takes the focus a frame after it shows; keystrokes typed before then would land outside it.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/** A day of the demo month by its date, e.g. 18 → 'Wednesday, November 18, 2026'. */
export const dayButton = (dialog: HTMLElement, date: number) =>
  within(dialog).getByRole('button', { name: new RegExp(`November ${date}, 2026$`) });

/** The chosen day under 'Start' or 'End'. */
export const chosenDay = (dialog: HTMLElement, end: 'Start' | 'End') =>
  within(within(dialog).getByRole('group', { name: end })).getByRole('status');

export const timeInput = (dialog: HTMLElement, name: 'Start time' | 'End time') =>
  within(dialog).getByRole('textbox', { name });

export const applyButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Apply' });

export async function expectClosedWithFocusOnTrigger(canvas: Canvas): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger(canvas)).toHaveFocus());
}

/** Tabs forward until the focused element matches, as a keyboard user would. */
export async function tabUntil(userEvent: User, matches: (element: Element) => boolean, limit = 20): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    const active = document.activeElement;
    if (active !== null && matches(active)) return;
    await userEvent.tab();
  }
  throw new Error('Tabbing never reached the expected control');
}
