import { PATHS } from '../../routing/paths';

/** What /contact/share was opened with: the navigation state, or the query (a link that can be shared itself). */
export interface ShareContent {
  link?: string;
  subject?: string;
  /** The name of the view the link shows, when the opener gave one. */
  viewName?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function readShareContent(state: unknown, search: string): ShareContent {
  const query = new URLSearchParams(search);
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const pick = (name: string) => text(fromState[name]) ?? query.get(name) ?? undefined;
  return { link: pick('link'), subject: pick('subject'), viewName: pick('viewName') };
}

/** Names of the views a link is usually shared from, for 'Back to <previous view>'. */
const VIEW_NAMES: Record<string, string> = {
  [PATHS.dashboard]: 'Dashboard',
  [PATHS.coverageScore]: 'Coverage Score',
  [PATHS.sensors]: 'Sensor & Scanner Status',
  [PATHS.applianceManagement]: 'Appliance Management',
  [PATHS.endpoints]: 'Endpoint Status',
  [PATHS.status]: 'Status',
  [PATHS.dashboardStatus]: 'Status',
  [PATHS.msp]: 'MSP Dashboard',
  [PATHS.logSearch]: 'Log Search',
};

/** The previous view's name: the opener's, else the known page of the link's path, else 'previous page'. */
export function previousViewName(link: string, viewName?: string): string {
  if (viewName !== undefined && viewName.trim() !== '') return viewName;
  let path: string;
  try {
    path = new URL(link, 'https://portal.invalid').pathname.replace(/\/+$/, '') || '/';
  } catch {
    return 'previous page';
  }
  return VIEW_NAMES[path] ?? 'previous page';
}
