import { Banner } from '@portal/ui';
import { useSnapshot } from 'valtio';
import { detectUnsupportedBrowser, unsupportedBrowserMessage, type UnsupportedBrowser } from '../shell/browserSupport';
import { closeBrowserAlert, session } from '../state/session';

export interface UnsupportedBrowserBannerProps {
  /** The browser to warn about; detected from the user agent by default. */
  browser?: UnsupportedBrowser | null;
}

/** The closable unsupported-browser warning (portal-core §2), closed once per session: in the shell and on sign-in. */
export function UnsupportedBrowserBanner({
  browser = detectUnsupportedBrowser(navigator.userAgent),
}: UnsupportedBrowserBannerProps) {
  const { browserAlertClosed } = useSnapshot(session);
  if (!browser || browserAlertClosed) return null;
  return (
    <Banner intent="warning" onClose={closeBrowserAlert} closeLabel="Close browser warning">
      {unsupportedBrowserMessage(browser)}
    </Banner>
  );
}
