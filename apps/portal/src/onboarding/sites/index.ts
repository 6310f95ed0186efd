export { SiteConfigurationSection } from './SiteConfigurationSection';
