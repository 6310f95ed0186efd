import type { GenerateInstallerRequest } from '@portal/api';

/** What the installer form holds. */
export interface InstallerChoice {
  platform: string;
  silent: boolean;
  /** host:port of the endpoints' web proxy, or empty for none. */
  proxy: string;
}

/** The generate-installer call's body: the platform as `type`; the proxy only when one is given (trimmed). */
export function installerRequest(choice: InstallerChoice): GenerateInstallerRequest {
  const proxy = choice.proxy.trim();
  return {
    type: choice.platform,
    options: proxy === '' ? { silent: choice.silent } : { silent: choice.silent, proxy },
  };
}
