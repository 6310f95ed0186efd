import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A page component that can start downloading its chunk before it renders. */
export interface LazyPage<Props extends object> {
  (props: Props): ReactElement;
  /** Downloads the page's chunk (once); afterwards the page renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * Every screen is its own chunk: the browser downloads a page's code the first time the page opens (the shell keeps
 * the navigation bar on screen meanwhile). Pages export named components; React.lazy wants a default.
 *
 * `preload` lets the app fetch the chunk of the page being opened together with the router's (see App.tsx): once the
 * module is in, the page renders directly instead of through React.lazy, so no second loading state is shown, and
 * React's 300 ms pause before revealing content after a fallback never applies to the first screen.
 */
function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed download may be retried by the next render (React.lazy shows the error boundary meanwhile).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = (props: Props) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}

export const CustomerSwitchPage = lazyPage(() => import('../pages/CustomerSwitchPage'), 'CustomerSwitchPage');
export const ExternalRedirectPage = lazyPage(() => import('../pages/ExternalRedirectPage'), 'ExternalRedirectPage');
export const HomePage = lazyPage(() => import('../pages/HomePage'), 'HomePage');
export const MspWelcomePage = lazyPage(() => import('../pages/MspWelcomePage'), 'MspWelcomePage');
export const CoverageScorePage = lazyPage(() => import('../pages/CoverageScorePage'), 'CoverageScorePage');
export const DashboardPage = lazyPage(() => import('../pages/DashboardPage'), 'DashboardPage');
export const EndpointStatusPage = lazyPage(() => import('../pages/EndpointStatusPage'), 'EndpointStatusPage');
export const SensorStatusPage = lazyPage(() => import('../pages/SensorStatusPage'), 'SensorStatusPage');
export const StatusPage = lazyPage(() => import('../pages/StatusPage'), 'StatusPage');
export const ApplianceManagementPage = lazyPage(
  () => import('../pages/ApplianceManagementPage'),
  'ApplianceManagementPage',
);
export const ContactPage = lazyPage(() => import('../pages/ContactPage'), 'ContactPage');
export const ShareTicketPage = lazyPage(() => import('../pages/ShareTicketPage'), 'ShareTicketPage');
export const TicketDetailPage = lazyPage(() => import('../pages/TicketDetailPage'), 'TicketDetailPage');
export const TicketsPage = lazyPage(() => import('../pages/TicketsPage'), 'TicketsPage');
export const LogSearchPage = lazyPage(() => import('../pages/LogSearchPage'), 'LogSearchPage');
export const SearchActivityPage = lazyPage(() => import('../pages/SearchActivityPage'), 'SearchActivityPage');
export const LogSourcesPage = lazyPage(() => import('../pages/LogSourcesPage'), 'LogSourcesPage');
export const AdEventDataPage = lazyPage(() => import('../pages/AdEventDataPage'), 'AdEventDataPage');
export const FlowDataPage = lazyPage(() => import('../pages/FlowDataPage'), 'FlowDataPage');
export const ReportsPage = lazyPage(() => import('../pages/ReportsPage'), 'ReportsPage');
export const DownloadsPage = lazyPage(() => import('../pages/DownloadsPage'), 'DownloadsPage');
export const OnboardingPage = lazyPage(() => import('../pages/OnboardingPage'), 'OnboardingPage');
export const OnboardingContactFormPage = lazyPage(
  () => import('../pages/OnboardingContactFormPage'),
  'OnboardingContactFormPage',
);
export const OnboardingSensorFormPage = lazyPage(
  () => import('../pages/OnboardingSensorFormPage'),
  'OnboardingSensorFormPage',
);
export const OnboardingScannerFormPage = lazyPage(
  () => import('../pages/OnboardingScannerFormPage'),
  'OnboardingScannerFormPage',
);
export const ConnectedAccountsPage = lazyPage(() => import('../pages/ConnectedAccountsPage'), 'ConnectedAccountsPage');
export const AddAccountPage = lazyPage(() => import('../pages/AddAccountPage'), 'AddAccountPage');
export const EditAccountPage = lazyPage(() => import('../pages/EditAccountPage'), 'EditAccountPage');
export const IpAddressesPage = lazyPage(() => import('../pages/IpAddressesPage'), 'IpAddressesPage');
export const DeviceConfigurePage = lazyPage(() => import('../pages/DeviceConfigurePage'), 'DeviceConfigurePage');
export const AllotmentPage = lazyPage(() => import('../pages/AllotmentPage'), 'AllotmentPage');
export const AwsTemplatePage = lazyPage(() => import('../pages/AwsTemplatePage'), 'AwsTemplatePage');
