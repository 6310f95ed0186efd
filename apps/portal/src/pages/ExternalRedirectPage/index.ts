export { ExternalRedirectPage, type ExternalRedirectPageProps } from './ExternalRedirectPage';
