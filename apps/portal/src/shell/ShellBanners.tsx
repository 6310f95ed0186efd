import { Banner } from '@portal/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApi } from '../api/useApi';
import { closeBrowserAlert, session } from '../state/session';
import { detectUnsupportedBrowser, unsupportedBrowserMessage, type UnsupportedBrowser } from './browserSupport';

export interface ShellBannersProps {
  /** The browser to warn about; detected from the user agent by default. */
  unsupportedBrowser?: UnsupportedBrowser | null;
}

/** The unsupported-browser warning (closed once per session) and the provider-wide incident notification. */
export function ShellBanners({
  unsupportedBrowser = detectUnsupportedBrowser(navigator.userAgent),
}: ShellBannersProps) {
  const { browserAlertClosed } = useSnapshot(session);
  const { data } = useApi('incidentNotification', {});
  const [incidentClosed, setIncidentClosed] = useState(false);
  const incident = data?.incidentNotification ?? null;

  return (
    <>
      {unsupportedBrowser && !browserAlertClosed && (
        <Banner intent="warning" onClose={closeBrowserAlert} closeLabel="Close browser warning">
          {unsupportedBrowserMessage(unsupportedBrowser)}
        </Banner>
      )}
      {incident !== null && !incidentClosed && (
        <Banner intent="info" title="Info" onClose={() => setIncidentClosed(true)} closeLabel="Close notification">
          {incident}
        </Banner>
      )}
    </>
  );
}
