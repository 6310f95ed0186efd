import { PageFrame } from '../../kit';

/** Being built (issue 13): a frame with the page's heading so the route and its stories exist. */
export function ApplianceManagementPage() {
  return <PageFrame title="Appliance Management">{null}</PageFrame>;
}
