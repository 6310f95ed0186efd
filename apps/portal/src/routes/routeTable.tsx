import { Navigate, type RouteObject } from 'react-router-dom';
import { CustomerSwitchPage } from '../pages/CustomerSwitchPage';
import { ExternalRedirectPage } from '../pages/ExternalRedirectPage';
import { HomePage } from '../pages/HomePage';
import { MspWelcomePage } from '../pages/MspWelcomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { AppErrorPage } from '../shell/AppErrorPage';
import { AppShell } from '../shell/AppShell';
import { Allow, LandingRedirect, LogoutRoute, RequireAdType, RequireEditableOnboarding, RequireUuid } from './guards';
import { PATHS } from './paths';

const soon = (title: string, purpose: string) => <PlaceholderPage title={title} purpose={purpose} />;
const external = <ExternalRedirectPage />;
const dashboard = (element: React.ReactElement) => <Allow rule={{ feature: 'VIEW_DASHBOARD' }}>{element}</Allow>;

/** Onboarding sections with a list, a 'new' form and an 'edit/{uuid}' form, for editors only. */
const onboardingSection = (path: string, title: string): RouteObject => ({
  path,
  element: (
    <RequireEditableOnboarding>
      {soon(title, `The ${title.toLowerCase()} of your onboarding.`)}
    </RequireEditableOnboarding>
  ),
  children: [],
});

const onboardingForms = (path: string, noun: string): RouteObject[] => [
  onboardingSection(path, `Onboarding ${noun}s`),
  {
    path: `${path}/new`,
    element: (
      <RequireEditableOnboarding>{soon(`Add ${noun}`, `Add a ${noun} to your onboarding.`)}</RequireEditableOnboarding>
    ),
  },
  {
    path: `${path}/edit/:uuid`,
    element: (
      <RequireEditableOnboarding>
        <RequireUuid param="uuid">{soon(`Edit ${noun}`, `Edit a ${noun} of your onboarding.`)}</RequireUuid>
      </RequireEditableOnboarding>
    ),
  },
];

/** Every route of both specs' route tables (portal-core §2, portal-onboarding §2.1). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <AppErrorPage />,
    children: [
      { index: true, element: <LandingRedirect /> },
      { path: PATHS.login, element: <LandingRedirect /> },
      { path: PATHS.logout, element: <LogoutRoute /> },
      { path: 'account', element: <HomePage /> },
      {
        path: PATHS.dashboard,
        element: dashboard(
          soon('Dashboard', 'Your security score, online endpoints, sensor health, investigations and top countries.'),
        ),
      },
      { path: PATHS.securityScore, element: <Navigate to={PATHS.coverageScore} replace /> },
      {
        path: PATHS.coverageScore,
        element: dashboard(
          soon('Coverage Score', 'Your coverage score out of 100, its breakdown and how you compare.'),
        ),
      },
      {
        path: PATHS.sensors,
        element: dashboard(soon('Sensor & Scanner Status', 'Each sensor and scanner with 24 hours of activity.')),
      },
      {
        path: PATHS.applianceManagement,
        element: dashboard(
          soon('Appliance Management', 'Activate and decommission your virtual and physical appliances.'),
        ),
      },
      {
        path: PATHS.endpoints,
        element: dashboard(soon('Endpoint Status', 'Every endpoint agent, its status, containment and last report.')),
      },
      {
        path: PATHS.dashboardStatus,
        element: soon('Status', 'Your sites’ sensors, online agents and purchased products.'),
      },
      { path: PATHS.status, element: soon('Status', 'Your sites’ sensors, online agents and purchased products.') },
      {
        path: PATHS.contact,
        element: (
          <Allow rule={{ view: 'contact_cse' }}>
            {soon('Contact', 'Raise a ticket and reach your Concierge Security Team.')}
          </Allow>
        ),
      },
      { path: PATHS.contactOnboarding, element: soon('Contact Onboarding', 'Reach your onboarding team.') },
      {
        path: PATHS.contactCst,
        element: (
          <Allow rule={{ view: 'contact_cse' }}>
            {soon('Contact Your CST', 'Reach your Concierge Security Team.')}
          </Allow>
        ),
      },
      {
        path: PATHS.contactShare,
        element: (
          <Allow rule={{ view: 'contact_cse' }}>
            {soon('Share with your CST', 'Send a link to your security team as a ticket.')}
          </Allow>
        ),
      },
      {
        path: PATHS.customers,
        element: (
          <Allow rule={{ view: 'custswitch' }}>
            <CustomerSwitchPage />
          </Allow>
        ),
      },
      {
        path: PATHS.msp,
        element: (
          <Allow rule={{ view: 'mspswitch' }}>
            <MspWelcomePage />
          </Allow>
        ),
      },
      {
        path: PATHS.dataAd,
        element: (
          <Allow rule={{ flag: 'additional_data' }}>
            <Navigate to={`${PATHS.dataAd}/event_code`} replace />
          </Allow>
        ),
      },
      {
        path: `${PATHS.dataAd}/:type`,
        element: (
          <Allow rule={{ flag: 'additional_data' }}>
            <RequireAdType>
              {soon('AD Event Data', 'Active Directory events by event code, user, origin user or domain.')}
            </RequireAdType>
          </Allow>
        ),
      },
      { path: `${PATHS.data}/*`, element: external },
      { path: PATHS.data, element: external },
      { path: `${PATHS.logSearch}/*`, element: external },
      { path: PATHS.logSearch, element: external },
      { path: PATHS.tickets, element: external },
      { path: PATHS.reports, element: external },
      { path: PATHS.installer, element: external },
      { path: PATHS.downloads, element: external },
      { path: PATHS.whitelistableIps, element: external },
      { path: PATHS.serviceEndpoints, element: external },
      {
        path: PATHS.connectedAccounts,
        element: (
          <Allow rule={{ view: 'credsmgmt' }}>
            {soon('Connected Accounts', 'Cloud accounts linked for log collection, scanning, sign-in and ticketing.')}
          </Allow>
        ),
      },
      {
        path: PATHS.connectedAccountsNew,
        element: (
          <Allow rule={{ view: 'credsmgmt' }}>{soon('Add Account', 'Connect a cloud application account.')}</Allow>
        ),
      },
      {
        path: `${PATHS.connectedAccountsNew}/:type`,
        element: (
          <Allow rule={{ view: 'credsmgmt' }}>{soon('Add Account', 'Connect a cloud application account.')}</Allow>
        ),
      },
      {
        path: `${PATHS.connectedAccounts}/edit/:uuid`,
        element: (
          <Allow rule={{ view: 'credsmgmt' }}>
            <RequireUuid param="uuid">{soon('Edit Account', 'Change a connected account.')}</RequireUuid>
          </Allow>
        ),
      },
      { path: PATHS.credentials, element: <Navigate to={PATHS.connectedAccounts} replace /> },
      {
        path: PATHS.awsTemplate,
        element: soon('AWS Template', 'Opens the cloud provider’s stack creation page for your pod.'),
      },
      {
        path: PATHS.federatedAuthentication,
        element: (
          <Allow rule={{ view: 'credsmgmt' }}>
            {soon('Federated Authentication', 'Sign in to the portal with your own identity provider.')}
          </Allow>
        ),
      },
      { path: PATHS.cloudTelemetry, element: soon('Cloud Sensors', 'Your cloud sensors and their telemetry.') },
      { path: PATHS.cloudScanners, element: soon('Cloud Scanners', 'Your cloud posture scanners.') },
      {
        path: PATHS.onboarding,
        element: (
          <Allow rule={{ view: 'onboarding' }}>
            {soon('Onboarding', 'Your onboarding checklist and technical kickoff form.')}
          </Allow>
        ),
      },
      ...onboardingForms(PATHS.onboardingContacts, 'contact'),
      ...onboardingForms(PATHS.onboardingSensors, 'sensor'),
      ...onboardingForms(PATHS.onboardingScanners, 'scanner'),
      { path: `${PATHS.onboarding}/*`, element: <Navigate to={PATHS.onboarding} replace /> },
      { path: PATHS.deviceConfigure, element: soon('Device Configuration', 'A configuration link for a sensor.') },
      {
        path: PATHS.allotment,
        element: (
          <Allow rule={{ staff: true }}>
            {soon('Allotment Update', 'Update a customer’s hardware allotment (provider staff only).')}
          </Allow>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
