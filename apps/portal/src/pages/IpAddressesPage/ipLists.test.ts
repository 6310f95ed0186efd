import { describe, expect, it } from 'vitest';
import { copyText, outboundIpLists } from './ipLists';

describe('outboundIpLists', () => {
  it('titles every list of the reply, AWS first', () => {
    const lists = outboundIpLists({
      aws: { cspmAccount: ['192.0.2.1'], cloudTrail: ['192.0.2.2'], s3Logs: ['192.0.2.3'] },
      agent: ['192.0.2.4'],
      integrations: ['192.0.2.5'],
      externalScans: ['192.0.2.6', '192.0.2.0/29'],
      cloud: ['192.0.2.7'],
      mdr: ['192.0.2.8'],
      mr: ['192.0.2.9'],
      ma: [],
    });
    expect(lists.map((list) => `${list.title}: ${list.ips.join(' ')}`)).toEqual([
      'AWS CSPM Account: 192.0.2.1',
      'AWS CloudTrail: 192.0.2.2',
      'AWS S3 Logs: 192.0.2.3',
      'Agent: 192.0.2.4',
      'Integrations: 192.0.2.5',
      'External Scans: 192.0.2.6 192.0.2.0/29',
      'Cloud: 192.0.2.7',
      'Managed Detection and Response: 192.0.2.8',
      'Managed Risk: 192.0.2.9',
      'Managed Awareness: ',
    ]);
  });

  it('copies one address a line', () => {
    expect(copyText(['192.0.2.1', '192.0.2.0/29'])).toBe('192.0.2.1\n192.0.2.0/29');
  });
});
