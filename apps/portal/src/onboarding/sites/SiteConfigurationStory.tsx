import { StatusRegion } from '../../StatusRegion';
import { SiteConfigurationSection } from './SiteConfigurationSection';

/** The Site Configuration section with the status region its saves and deletes report to (stories only). */
export function SiteConfigurationWithStatus() {
  return (
    <>
      <SiteConfigurationSection />
      <StatusRegion />
    </>
  );
}
