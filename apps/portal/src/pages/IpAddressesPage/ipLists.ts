import type { OutboundIps } from '@portal/api';

export interface IpList {
  id: string;
  title: string;
  ips: string[];
}

/** The outbound lists of portal-onboarding §3, titled, in the spec's order (the spec names only the keys). */
export function outboundIpLists(data: OutboundIps): IpList[] {
  return [
    { id: 'aws-cspm-account', title: 'AWS CSPM Account', ips: data.aws.cspmAccount },
    { id: 'aws-cloudtrail', title: 'AWS CloudTrail', ips: data.aws.cloudTrail },
    { id: 'aws-s3-logs', title: 'AWS S3 Logs', ips: data.aws.s3Logs },
    { id: 'agent', title: 'Agent', ips: data.agent },
    { id: 'integrations', title: 'Integrations', ips: data.integrations },
    { id: 'external-scans', title: 'External Scans', ips: data.externalScans },
    { id: 'cloud', title: 'Cloud', ips: data.cloud },
    { id: 'mdr', title: 'Managed Detection and Response', ips: data.mdr },
    { id: 'mr', title: 'Managed Risk', ips: data.mr },
    { id: 'ma', title: 'Managed Awareness', ips: data.ma },
  ];
}

/** What Copy puts on the clipboard: one address a line, ready for a firewall allow-list. */
export const copyText = (ips: readonly string[]): string => ips.join('\n');
