/** The site form stories' steps (no demo-API imports here: only stories import it). */
import { screen, userEvent, within } from 'storybook/test';

type Canvas = { findByRole: typeof screen.findByRole };

export async function openAdd(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add Site' }));
  return within(await screen.findByRole('dialog', { name: 'Add Site' }));
}
export async function openEdit(canvas: Canvas, site: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${site}` }));
  return within(await screen.findByRole('dialog', { name: 'Edit Site' }));
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
