import type { IconName } from '../../icons';

/**
 * The error panel's icon by HTTP status (portal-core §8): 503 or 504 clock, 400 prohibited, 404 search,
 * 0 (no connection) plug, anything else — including no status — exclamation.
 */
export function errorIconForStatus(status?: number): IconName {
  switch (status) {
    case 503:
    case 504:
      return 'clock';
    case 400:
      return 'prohibited';
    case 404:
      return 'search';
    case 0:
      return 'plug';
    default:
      return 'exclamation';
  }
}
