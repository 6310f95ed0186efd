import { PATHS } from '../routes/paths';

/** Two-key shortcuts ('g' then a letter) to the main destinations, and Shift+? for the list. */
export const SHORTCUTS = [
  { keys: 'g h', label: 'Start page', href: PATHS.root },
  { keys: 'g d', label: 'Dashboard', href: PATHS.dashboard },
  { keys: 'g e', label: 'Endpoints', href: PATHS.endpoints },
  { keys: 'g s', label: 'Sensors and scanners', href: PATHS.sensors },
  { keys: 'g o', label: 'Onboarding', href: PATHS.onboarding },
  { keys: 'g t', label: 'Tickets', href: PATHS.tickets },
  { keys: 'g c', label: 'Contact', href: PATHS.contact },
  { keys: 'g m', label: 'MSP Dashboard', href: PATHS.msp },
  { keys: 'g w', label: 'Switch Customers', href: PATHS.customers },
] as const;

export const HELP_KEY = '?';

/** Keys typed into a field are the user's text, not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Feeds one key into the two-key sequence; answers the destination when a sequence completes. */
export function nextShortcut(previous: string | null, key: string): { pending: string | null; href: string | null } {
  if (previous === 'g') {
    const match = SHORTCUTS.find((shortcut) => shortcut.keys === `g ${key}`);
    return { pending: null, href: match?.href ?? null };
  }
  return { pending: key === 'g' ? 'g' : null, href: null };
}
