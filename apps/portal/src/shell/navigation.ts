import { allows, type AccessSubject } from '../permissions/access';
import { isProviderStaff } from '../permissions/rules';
import { DATA_MENU, ROUTES, type NavPlacement } from '../routes/registry';
import { EXTERNAL_HOSTS } from '../routing/external';

export interface NavLink {
  id: string;
  label: string;
  href: string;
  /** Leaves the portal (app switcher destinations). */
  external?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export interface Navigation {
  appSwitcher: NavLink[];
  primary: NavEntry[];
  userMenu: NavLink[];
  showPodLabel: boolean;
}

/** The parts of a user the navigation reads (a full User, or a Valtio snapshot of one, fits). */
export type NavigationSubject = AccessSubject;

const hasService = (user: NavigationSubject, ...services: string[]) =>
  services.some((service) => user.customer?.services.includes(service) ?? false);

/** A registry entry shows in the navigation when the user may open its route and its display condition holds. */
function visibleIn(menu: NavPlacement['menu'], user: NavigationSubject): (NavLink & { order: number })[] {
  return ROUTES.flatMap((entry) =>
    entry.nav?.menu === menu && allows(user, entry.rule) && allows(user, entry.nav.when)
      ? [{ id: entry.nav.id, label: entry.nav.label, href: entry.path, order: entry.nav.order }]
      : [],
  ).sort((a, b) => a.order - b.order);
}

const withoutOrder = ({ id, label, href }: NavLink & { order: number }): NavLink => ({ id, label, href });

/** The navigation bar of portal-core §2 for one user, derived from the route registry: each item only when permitted. */
export function navigationFor(user: NavigationSubject): Navigation {
  const when = <T>(condition: boolean, item: T): T[] => (condition ? [item] : []);

  const appSwitcher: NavLink[] = [
    { id: 'unified', label: 'Unified Portal', href: EXTERNAL_HOSTS.unifiedPortal, external: true },
    ...when(hasService(user, 'managedRisk'), {
      id: 'risk',
      label: 'Managed Risk',
      href: EXTERNAL_HOSTS.riskDashboard,
      external: true,
    }),
    { id: 'awareness', label: 'Managed Security Awareness', href: EXTERNAL_HOSTS.awarenessTraining, external: true },
    ...when(hasService(user, 'cyberJumpstart', 'irJumpstartRetainer', 'jumpStartRetainer'), {
      id: 'jumpstart',
      label: 'Cyber JumpStart',
      href: EXTERNAL_HOSTS.cyberJumpstart,
      external: true,
    }),
  ];

  const dataItems = visibleIn('data', user).map(withoutOrder);
  const primary: (NavEntry & { order: number })[] = [
    ...visibleIn('primary', user),
    ...when(allows(user, DATA_MENU.rule) && dataItems.length > 0, { ...DATA_MENU, items: dataItems }),
  ].sort((a, b) => a.order - b.order);

  return {
    appSwitcher,
    primary: primary.map((entry) =>
      isNavGroup(entry) ? { id: entry.id, label: entry.label, items: entry.items } : withoutOrder(entry),
    ),
    userMenu: visibleIn('user', user).map(withoutOrder),
    showPodLabel: isProviderStaff(user),
  };
}

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;
