import type { FeatureFlag } from '@portal/api';
import { canView, hasFeature, isProviderStaff, type PermissionSubject } from '../permissions/rules';
import { EXTERNAL_HOSTS } from '../routes/external';
import { PATHS } from '../routes/paths';

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
export interface NavigationSubject extends PermissionSubject {
  feature_flags: readonly string[];
  customer: { services: readonly string[]; is_onboarding: boolean } | null;
}

const hasService = (user: NavigationSubject, ...services: string[]) =>
  services.some((service) => user.customer?.services.includes(service) ?? false);
const hasFlag = (user: NavigationSubject, flag: FeatureFlag) => user.feature_flags.includes(flag);

/** The navigation bar of portal-core §2 for one user: each item only when permitted. */
export function navigationFor(user: NavigationSubject): Navigation {
  const onboarding = user.customer?.is_onboarding ?? false;
  const staff = isProviderStaff(user);
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

  const dataItems: NavLink[] = [
    { id: 'flow', label: 'Flow', href: PATHS.dataFlow },
    ...when(hasFlag(user, 'additional_data'), { id: 'ad', label: 'Active Directory', href: PATHS.dataAd }),
  ];

  const primary: NavEntry[] = [
    ...when(canView(user, 'onboarding'), { id: 'onboarding', label: 'Onboarding', href: PATHS.onboarding }),
    ...when(hasFeature(user, 'VIEW_DASHBOARD'), { id: 'dashboard', label: 'Dashboard', href: PATHS.dashboard }),
    ...when<NavEntry>(hasFeature(user, 'VIEW_DATA'), { id: 'data', label: 'Data', items: dataItems }),
    ...when(hasFeature(user, 'VIEW_LOG_SEARCH'), { id: 'logs', label: 'Logs', href: PATHS.logSearch }),
    ...when(hasFeature(user, 'VIEW_REPORTS'), { id: 'reports', label: 'Reports', href: PATHS.reports }),
    ...when(canView(user, 'ticket'), { id: 'tickets', label: 'Tickets', href: PATHS.tickets }),
    ...when(canView(user, 'contact_cse') && !onboarding, {
      id: 'cst',
      label: 'Contact Your CST',
      href: PATHS.contactCst,
    }),
    ...when(onboarding, { id: 'contact-onboarding', label: 'Contact Onboarding', href: PATHS.contactOnboarding }),
  ];

  const userMenu: NavLink[] = [
    ...when(canView(user, 'custswitch'), { id: 'switch', label: 'Switch Customers', href: PATHS.customers }),
    ...when(canView(user, 'mspswitch'), { id: 'msp', label: 'MSP Dashboard', href: PATHS.msp }),
    { id: 'ips', label: 'IP addresses', href: PATHS.whitelistableIps },
    ...when(hasService(user, 'managedDetection'), {
      id: 'cloud-sensors',
      label: 'Cloud Sensors',
      href: PATHS.cloudTelemetry,
    }),
    ...when(hasService(user, 'managedRisk'), {
      id: 'cloud-scanners',
      label: 'Cloud Scanners',
      href: PATHS.cloudScanners,
    }),
    ...when(canView(user, 'credsmgmt'), {
      id: 'federated',
      label: 'Federated Authentication',
      href: PATHS.federatedAuthentication,
    }),
    { id: 'downloads', label: 'Downloads', href: PATHS.downloads },
    ...when(hasService(user, 'managedDetection'), {
      id: 'appliances',
      label: 'Appliance Management',
      href: PATHS.applianceManagement,
    }),
    { id: 'status', label: 'Status Page', href: PATHS.status },
    ...when(staff, { id: 'allotment', label: 'Allotment Update', href: PATHS.allotment }),
    { id: 'logout', label: 'Log out', href: PATHS.logout },
  ];

  return { appSwitcher, primary, userMenu, showPodLabel: staff };
}

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;
