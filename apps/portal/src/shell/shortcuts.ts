import { allows, type AccessSubject } from '../permissions/access';
import { ROUTES } from '../routes/registry';

export interface Shortcut {
  keys: string;
  label: string;
  href: string;
}

/** Two-key shortcuts ('g' then a letter) to the routes the user may open, from the route registry. */
export function shortcutsFor(user: AccessSubject | null): Shortcut[] {
  return ROUTES.flatMap((entry) =>
    entry.shortcut && allows(user, entry.rule)
      ? [{ keys: entry.shortcut.keys, label: entry.shortcut.label, href: entry.path }]
      : [],
  );
}

export const HELP_KEY = '?';

/** Keys typed into a field are the user's text, not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Feeds one key into the two-key sequence; answers the destination when a sequence completes. */
export function nextShortcut(
  shortcuts: readonly Shortcut[],
  previous: string | null,
  key: string,
): { pending: string | null; href: string | null } {
  if (previous === 'g') {
    const match = shortcuts.find((shortcut) => shortcut.keys === `g ${key}`);
    return { pending: null, href: match?.href ?? null };
  }
  return { pending: key === 'g' ? 'g' : null, href: null };
}
