import { lazy, type ComponentType } from 'react';

/**
 * Every screen is its own chunk: the browser downloads a page's code the first time the page opens (the shell keeps
 * the navigation bar on screen meanwhile). Pages export named components; React.lazy wants a default.
 */
function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const CustomerSwitchPage = lazyPage(() => import('../pages/CustomerSwitchPage'), 'CustomerSwitchPage');
export const ExternalRedirectPage = lazyPage(() => import('../pages/ExternalRedirectPage'), 'ExternalRedirectPage');
export const HomePage = lazyPage(() => import('../pages/HomePage'), 'HomePage');
export const MspWelcomePage = lazyPage(() => import('../pages/MspWelcomePage'), 'MspWelcomePage');
export const PlaceholderPage = lazyPage(() => import('../pages/PlaceholderPage'), 'PlaceholderPage');
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
