import { PageFrame } from '../../kit';

/** Being built (issue 12): a frame with the page's heading so the route and its stories exist. */
export function CoverageScorePage() {
  return <PageFrame title="Coverage Score">{null}</PageFrame>;
}
