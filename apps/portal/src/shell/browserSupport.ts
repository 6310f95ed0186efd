/** portal-core §5: Chrome, Firefox, Edge, Safari and Opera are supported; Internet Explorer is not. */
export interface UnsupportedBrowser {
  name: string;
  /** The last unsupported version, when the browser is only unsupported up to a version. */
  upToVersion?: number;
}

export const PRODUCT_NAME = 'Portal';

export function detectUnsupportedBrowser(userAgent: string): UnsupportedBrowser | null {
  if (/MSIE |Trident\//.test(userAgent)) return { name: 'Internet Explorer', upToVersion: 11 };
  const legacyEdge = /Edge\/(\d+)/.exec(userAgent);
  if (legacyEdge) return { name: 'Microsoft Edge', upToVersion: 18 };
  return null;
}

/** 'Please use a newer browser to login. <product> does not support <browser> [<n> and earlier versions].' */
export function unsupportedBrowserMessage(browser: UnsupportedBrowser, product: string = PRODUCT_NAME): string {
  const versions = browser.upToVersion === undefined ? '' : ` ${browser.upToVersion} and earlier versions`;
  return `Please use a newer browser to login. ${product} does not support ${browser.name}${versions}.`;
}
