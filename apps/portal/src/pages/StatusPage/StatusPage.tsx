import { PageFrame } from '../../kit';

/** Being built (issue 12): a frame with the page's heading so the route and its stories exist. */
export function StatusPage() {
  return <PageFrame title="Status">{null}</PageFrame>;
}
