export { MspWelcomePage, configurationPercent, coveragePercent } from './MspWelcomePage';
