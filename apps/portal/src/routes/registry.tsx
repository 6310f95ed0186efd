import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { AccessRule } from '../permissions/access';
import { inPortalOrUnified } from '../routing/external';
import { PATHS } from '../routing/paths';
import { NotFoundPage } from '../pages/NotFoundPage';
import { KeepQueryRedirect, LandingRedirect, LogoutRoute } from './guards';
import {
  AdEventDataPage,
  AddAccountPage,
  AllotmentPage,
  AwsTemplatePage,
  ConnectedAccountsPage,
  DeviceConfigurePage,
  EditAccountPage,
  IpAddressesPage,
  OnboardingScannerFormPage,
  OnboardingSensorFormPage,
  ApplianceManagementPage,
  ContactPage,
  CoverageScorePage,
  CustomerSwitchPage,
  DashboardPage,
  DownloadsPage,
  EndpointStatusPage,
  ExternalRedirectPage,
  FlowDataPage,
  HomePage,
  LogSearchPage,
  LogSourcesPage,
  MspWelcomePage,
  OnboardingContactFormPage,
  OnboardingPage,
  ReportsPage,
  SearchActivityPage,
  SensorStatusPage,
  ShareTicketPage,
  StatusPage,
  TicketDetailPage,
  TicketsPage,
} from './lazyPages';

/** Where a route appears in the navigation bar (portal-core §2), in the spec's order within its menu. */
export interface NavPlacement {
  menu: 'primary' | 'data' | 'user';
  id: string;
  label: string;
  order: number;
  /** A display condition on top of the route's rule (e.g. the contact link that fits the onboarding state). */
  when?: AccessRule;
}

/**
 * Parameter checks that answer "not found", or send an onboarding sub-route back to the overview (an edit form's
 * uuid too), or a share without a link or subject to /contact.
 */
export type RouteGuard =
  'uuid' | 'searchId' | 'adType' | 'editableOnboarding' | 'editableOnboardingUuid' | 'shareContent';

export interface RouteEntry {
  /** Absolute path, with `:param` segments or a trailing `*`. */
  path: string;
  /** The document title while the route is open (redirects have none). */
  title?: string;
  /** Who may open it; everyone signed in when absent. The nav entry and the shortcut follow the same rule. */
  rule?: AccessRule;
  guard?: RouteGuard;
  /**
   * The page works while the session has no customer (the start and switch pages, the account, contact, the status
   * page's own state, pure tools). Every other page shows one customer's data, and shows NoCustomerPage instead
   * while there is none: its calls would never be made (they are keyed by customer), and it would load forever.
   */
  withoutCustomer?: true;
  nav?: NavPlacement;
  /** A two-key shortcut ('g' then a letter) and its label in the Shift+? list. */
  shortcut?: { keys: `g ${string}`; label: string };
  page: ReactElement;
}

/** The Data menu of the navigation bar: its items are the registry entries placed in the 'data' menu. */
export const DATA_MENU = { id: 'data', label: 'Data', order: 3, rule: { feature: 'VIEW_DATA' } } as const satisfies {
  id: string;
  label: string;
  order: number;
  rule: AccessRule;
};

const redirect = (to: string) => <Navigate to={to} replace />;
const external = <ExternalRedirectPage />;
/** A unified-portal route: redirected when the build names a unified-portal host, else served by this portal. */
const unified = (inPortal: ReactElement) => inPortalOrUnified(inPortal, external);

const DASHBOARD: AccessRule = { feature: 'VIEW_DASHBOARD' };
const CONTACT: AccessRule = { view: 'contact_cse' };
const CREDENTIALS: AccessRule = { view: 'credsmgmt' };
const LOG_SEARCH: AccessRule = { feature: 'VIEW_LOG_SEARCH' };
/** Where /data and /data/flow land in this portal: the first flow type. */
const DEFAULT_FLOW_TYPE = 'device';
const MANAGED_DETECTION: AccessRule = { service: ['managedDetection'] };

/**
 * An onboarding device section (portal-onboarding §2.4): the list lives on the overview, so `{path}` opens the overview
 * at it; the 'new' and 'edit/{uuid}' forms are pages, for editors only.
 */
function onboardingSection(path: string, noun: string, view: string, form: ReactElement): RouteEntry[] {
  return [
    { path, guard: 'editableOnboarding', page: redirect(`${PATHS.onboarding}?view=${view}`) },
    { path: `${path}/new`, title: `Configure ${noun}`, guard: 'editableOnboarding', page: form },
    { path: `${path}/edit/:uuid`, title: `Edit ${noun}`, guard: 'editableOnboardingUuid', page: form },
  ];
}

/**
 * The contacts' add and edit forms (portal-onboarding §2.3), for editors only. The contact list itself is part of the
 * overview, so `/onboarding/contacts` opens the overview at the list.
 */
const ONBOARDING_CONTACT_ROUTES: RouteEntry[] = [
  {
    path: PATHS.onboardingContacts,
    guard: 'editableOnboarding',
    page: redirect(`${PATHS.onboarding}?view=contacts`),
  },
  {
    path: `${PATHS.onboardingContacts}/new`,
    title: 'Add Contact',
    guard: 'editableOnboarding',
    page: <OnboardingContactFormPage />,
  },
  {
    path: `${PATHS.onboardingContacts}/edit/:uuid`,
    title: 'Edit Contact',
    guard: 'editableOnboardingUuid',
    page: <OnboardingContactFormPage />,
  },
];

/**
 * The one route registry: every route of both specs' route tables (portal-core §2, portal-onboarding §2.1) with its
 * rule, title, navigation entry and shortcut. The router, the navigation bar, the user menu and the shortcuts are
 * all derived from it.
 */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: PATHS.root,
    withoutCustomer: true,
    page: <LandingRedirect />,
    shortcut: { keys: 'g h', label: 'Start page' },
  },
  { path: PATHS.login, withoutCustomer: true, page: <LandingRedirect /> },
  {
    path: PATHS.logout,
    withoutCustomer: true,
    page: <LogoutRoute />,
    nav: { menu: 'user', id: 'logout', label: 'Log out', order: 99 },
  },
  { path: '/account', title: 'Your account', withoutCustomer: true, page: <HomePage /> },
  {
    path: PATHS.onboarding,
    title: 'Onboarding',
    rule: { view: 'onboarding' },
    nav: { menu: 'primary', id: 'onboarding', label: 'Onboarding', order: 1 },
    shortcut: { keys: 'g o', label: 'Onboarding' },
    page: <OnboardingPage />,
  },
  ...ONBOARDING_CONTACT_ROUTES,
  ...onboardingSection(PATHS.onboardingSensors, 'Sensor', 'sensors', <OnboardingSensorFormPage />),
  ...onboardingSection(PATHS.onboardingScanners, 'Scanner', 'scanners', <OnboardingScannerFormPage />),
  { path: `${PATHS.onboarding}/*`, page: redirect(PATHS.onboarding) },
  {
    path: PATHS.dashboard,
    title: 'Dashboard',
    rule: DASHBOARD,
    nav: { menu: 'primary', id: 'dashboard', label: 'Dashboard', order: 2 },
    shortcut: { keys: 'g d', label: 'Dashboard' },
    page: <DashboardPage />,
  },
  { path: PATHS.securityScore, page: redirect(PATHS.coverageScore) },
  {
    path: PATHS.coverageScore,
    title: 'Coverage Score',
    rule: DASHBOARD,
    page: <CoverageScorePage />,
  },
  {
    path: PATHS.sensors,
    title: 'Sensor & Scanner Status',
    rule: DASHBOARD,
    shortcut: { keys: 'g s', label: 'Sensors and scanners' },
    page: <SensorStatusPage />,
  },
  {
    path: PATHS.applianceManagement,
    title: 'Appliance Management',
    rule: { allOf: [DASHBOARD, MANAGED_DETECTION] },
    nav: { menu: 'user', id: 'appliances', label: 'Appliance Management', order: 8 },
    page: <ApplianceManagementPage />,
  },
  {
    path: PATHS.endpoints,
    title: 'Endpoint Status',
    rule: DASHBOARD,
    shortcut: { keys: 'g e', label: 'Endpoints' },
    page: <EndpointStatusPage />,
  },
  {
    path: PATHS.dashboardStatus,
    withoutCustomer: true,
    title: 'Status',
    page: <StatusPage />,
  },
  {
    path: PATHS.status,
    withoutCustomer: true,
    title: 'Status',
    nav: { menu: 'user', id: 'status', label: 'Status Page', order: 9 },
    page: <StatusPage />,
  },
  {
    path: PATHS.contact,
    withoutCustomer: true,
    title: 'Contact',
    rule: CONTACT,
    shortcut: { keys: 'g c', label: 'Contact' },
    page: <ContactPage />,
  },
  {
    path: PATHS.contactCst,
    withoutCustomer: true,
    title: 'Contact Your CST',
    rule: CONTACT,
    nav: { menu: 'primary', id: 'cst', label: 'Contact Your CST', order: 7, when: { onboarding: false } },
    page: <ContactPage />,
  },
  {
    path: PATHS.contactOnboarding,
    withoutCustomer: true,
    title: 'Contact Onboarding',
    nav: {
      menu: 'primary',
      id: 'contact-onboarding',
      label: 'Contact Onboarding',
      order: 8,
      when: { onboarding: true },
    },
    page: <ContactPage />,
  },
  {
    path: PATHS.contactShare,
    withoutCustomer: true,
    title: 'Share with your CST',
    rule: CONTACT,
    guard: 'shareContent',
    page: <ShareTicketPage />,
  },
  {
    path: PATHS.customers,
    withoutCustomer: true,
    title: 'Switch Customers',
    rule: { view: 'custswitch' },
    nav: { menu: 'user', id: 'switch', label: 'Switch Customers', order: 1 },
    shortcut: { keys: 'g w', label: 'Switch Customers' },
    page: <CustomerSwitchPage />,
  },
  {
    path: PATHS.msp,
    withoutCustomer: true,
    title: 'MSP Dashboard',
    rule: { view: 'mspswitch' },
    nav: { menu: 'user', id: 'msp', label: 'MSP Dashboard', order: 2 },
    shortcut: { keys: 'g m', label: 'MSP Dashboard' },
    page: <MspWelcomePage />,
  },
  {
    path: PATHS.data,
    rule: { feature: 'VIEW_DATA' },
    page: unified(<KeepQueryRedirect to={`${PATHS.dataFlow}/${DEFAULT_FLOW_TYPE}`} />),
  },
  {
    path: PATHS.dataFlow,
    rule: { feature: 'VIEW_DATA' },
    nav: { menu: 'data', id: 'flow', label: 'Flow', order: 1 },
    page: unified(<KeepQueryRedirect to={`${PATHS.dataFlow}/${DEFAULT_FLOW_TYPE}`} />),
  },
  {
    path: `${PATHS.dataFlow}/:type`,
    title: 'Flow Data',
    rule: { feature: 'VIEW_DATA' },
    page: unified(<FlowDataPage />),
  },
  {
    path: PATHS.dataAd,
    rule: { flag: 'additional_data' },
    nav: { menu: 'data', id: 'ad', label: 'Active Directory', order: 2 },
    page: redirect(`${PATHS.dataAd}/event_code`),
  },
  {
    path: `${PATHS.dataAd}/:type`,
    title: 'AD Event Data',
    rule: { flag: 'additional_data' },
    guard: 'adType',
    page: <AdEventDataPage />,
  },
  {
    // Any other data route goes to the data explorer's flow page with its query (portal-core §2): the unified
    // portal's, or this portal's first flow type.
    path: `${PATHS.data}/*`,
    rule: { feature: 'VIEW_DATA' },
    page: unified(<KeepQueryRedirect to={`${PATHS.dataFlow}/${DEFAULT_FLOW_TYPE}`} />),
  },
  {
    path: PATHS.logSearch,
    title: 'Log Search',
    rule: LOG_SEARCH,
    nav: { menu: 'primary', id: 'logs', label: 'Logs', order: 4 },
    page: unified(<LogSearchPage />),
  },
  {
    path: `${PATHS.logSearch}/search/:searchId`,
    title: 'Log Search',
    rule: LOG_SEARCH,
    guard: 'searchId',
    page: unified(<LogSearchPage />),
  },
  {
    path: PATHS.logSearchActivity,
    title: 'Search Activity',
    rule: LOG_SEARCH,
    page: unified(<SearchActivityPage />),
  },
  { path: PATHS.logSearchSources, title: 'Log Sources', rule: LOG_SEARCH, page: unified(<LogSourcesPage />) },
  { path: `${PATHS.logSearch}/*`, rule: LOG_SEARCH, page: unified(<NotFoundPage />) },
  {
    path: PATHS.reports,
    title: 'Reports',
    rule: { feature: 'VIEW_REPORTS' },
    nav: { menu: 'primary', id: 'reports', label: 'Reports', order: 5 },
    page: unified(<ReportsPage />),
  },
  {
    path: PATHS.tickets,
    rule: { view: 'ticket' },
    nav: { menu: 'primary', id: 'tickets', label: 'Tickets', order: 6 },
    shortcut: { keys: 'g t', label: 'Tickets' },
    title: 'Tickets',
    page: unified(<TicketsPage />),
  },
  { path: `${PATHS.tickets}/:id`, title: 'Ticket', rule: { view: 'ticket' }, page: unified(<TicketDetailPage />) },
  { path: PATHS.installer, title: 'Downloads', page: unified(<DownloadsPage />) },
  {
    path: PATHS.downloads,
    title: 'Downloads',
    nav: { menu: 'user', id: 'downloads', label: 'Downloads', order: 7 },
    page: unified(<DownloadsPage />),
  },
  {
    path: PATHS.whitelistableIps,
    title: 'IP Addresses',
    nav: { menu: 'user', id: 'ips', label: 'IP addresses', order: 3 },
    page: unified(<IpAddressesPage />),
  },
  {
    // The service endpoints allow-list: with no unified portal configured, the allow-list this portal has (the IP
    // addresses to let through), rather than a link to a host that does not exist.
    path: PATHS.serviceEndpoints,
    page: unified(redirect(PATHS.whitelistableIps)),
  },
  {
    path: PATHS.connectedAccounts,
    title: 'Connected Accounts',
    rule: CREDENTIALS,
    page: <ConnectedAccountsPage />,
  },
  {
    path: PATHS.connectedAccountsNew,
    title: 'Add Account',
    rule: CREDENTIALS,
    page: <AddAccountPage />,
  },
  {
    path: `${PATHS.connectedAccountsNew}/:type`,
    title: 'Add Account',
    rule: CREDENTIALS,
    page: <AddAccountPage />,
  },
  {
    path: `${PATHS.connectedAccounts}/edit/:uuid`,
    title: 'Edit Account',
    rule: CREDENTIALS,
    guard: 'uuid',
    page: <EditAccountPage />,
  },
  { path: PATHS.credentials, page: redirect(PATHS.connectedAccounts) },
  {
    path: PATHS.awsTemplate,
    title: 'AWS Template',
    page: <AwsTemplatePage />,
  },
  {
    path: PATHS.federatedAuthentication,
    title: 'Federated Authentication',
    rule: CREDENTIALS,
    nav: { menu: 'user', id: 'federated', label: 'Federated Authentication', order: 6 },
    page: <ConnectedAccountsPage purpose="auth" title="Federated Authentication" />,
  },
  {
    path: PATHS.cloudTelemetry,
    title: 'Cloud Sensors',
    // Connected accounts of one purpose: the service that uses them and the manage-credentials permission
    // (portal-onboarding §2.6), so the user menu never offers a page that would answer "Access denied".
    rule: { allOf: [MANAGED_DETECTION, CREDENTIALS] },
    nav: { menu: 'user', id: 'cloud-sensors', label: 'Cloud Sensors', order: 4 },
    page: <ConnectedAccountsPage purpose="log" title="Cloud Sensors" />,
  },
  {
    path: PATHS.cloudScanners,
    title: 'Cloud Scanners',
    rule: { allOf: [{ service: ['managedRisk'] }, CREDENTIALS] },
    nav: { menu: 'user', id: 'cloud-scanners', label: 'Cloud Scanners', order: 5 },
    page: <ConnectedAccountsPage purpose="scan" title="Cloud Scanners" />,
  },
  {
    path: PATHS.deviceConfigure,
    withoutCustomer: true,
    title: 'Device Configuration',
    page: <DeviceConfigurePage />,
  },
  {
    path: PATHS.allotment,
    title: 'Allotment Update',
    rule: { staff: true },
    nav: { menu: 'user', id: 'allotment', label: 'Allotment Update', order: 10 },
    page: <AllotmentPage />,
  },
];
