import { Banner } from '@portal/ui';
import { useState } from 'react';
import { useApi } from '../api/useApi';
import { UnsupportedBrowserBanner } from '../kit';
import type { UnsupportedBrowser } from './browserSupport';

export interface ShellBannersProps {
  /** The browser to warn about; detected from the user agent by default. */
  unsupportedBrowser?: UnsupportedBrowser | null;
}

/** The unsupported-browser warning (closed once per session) and the provider-wide incident notification. */
export function ShellBanners({ unsupportedBrowser }: ShellBannersProps) {
  const { data } = useApi('incidentNotification', {});
  const [incidentClosed, setIncidentClosed] = useState(false);
  const incident = data?.incidentNotification ?? null;

  return (
    <>
      <UnsupportedBrowserBanner browser={unsupportedBrowser} />
      {incident !== null && !incidentClosed && (
        <Banner intent="info" title="Info" onClose={() => setIncidentClosed(true)} closeLabel="Close notification">
          {incident}
        </Banner>
      )}
    </>
  );
}
