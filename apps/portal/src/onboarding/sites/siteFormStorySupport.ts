/** The site form stories' steps (no demo-API imports here: only stories import it). */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

type Canvas = { findByRole: typeof screen.findByRole };

/** The open dialog, once it has taken the focus (a frame after it shows): keystrokes typed before then go astray. */
async function focusedDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return within(dialog);
}

export async function openAdd(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add Site' }));
  return focusedDialog('Add Site');
}
export async function openEdit(canvas: Canvas, site: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${site}` }));
  return focusedDialog('Edit Site');
}
type Dialog = Awaited<ReturnType<typeof openAdd>>;

/** Fills every required field of a new site; the firewalls, DNS and DHCP by their 'none' boxes. */
export async function fillRequired(dialog: Dialog, name: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Site Name/ }), name);
  await userEvent.type(dialog.getByRole('textbox', { name: /^Street Address\b(?! 2)/ }), '12 Dock Street');
  await userEvent.type(dialog.getByRole('textbox', { name: /^City/ }), 'Portland');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^State\/Province\/Region/ }), 'ME');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Postal\/ZIP Code/ }), '04101');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Time Zone/ }), 'America/New_York');
  await userEvent.click(dialog.getByRole('checkbox', { name: 'There are no firewalls at this site' }));
  await userEvent.click(dialog.getByRole('checkbox', { name: 'There is no DNS server at this site' }));
  await userEvent.click(dialog.getByRole('checkbox', { name: 'There is no DHCP server at this site' }));
}
