import { describe, expect, it } from 'vitest';
import { toCsv } from '../../csv';
import { endpointCsvRows, optionalColumnsInOrder } from './endpointCsv';
import type { EndpointRow } from './endpointRow';

const row: EndpointRow = {
  id: 'agent-1',
  hostname: 'NH-LT-00001',
  userName: null,
  ipAddress: [{ name: 'Ethernet0', ipAddresses: ['10.1.2.3', 'fe80::1'] }],
  status: 'Online',
  OSVersion: 'Windows 11 Enterprise 23H2',
  architecture: 'x86_64',
  heartbeatTime: '2026-11-20T14:31:37.000Z',
  contained: 'Contained',
  softwareVersion: '7.14.18605',
  deploymentID: null,
  macAddress: '00:50:56:0a:0b:0c',
};

describe('endpointCsvRows', () => {
  it('writes the table columns without Actions, all addresses and the ISO time', () => {
    expect(toCsv(endpointCsvRows([row], []))).toBe(
      'Endpoint Name,Last User,IP Address,Status,Operating System,Last Reported,Containment\r\n' +
        'NH-LT-00001,,"10.1.2.3, fe80::1",Online,Windows 11 Enterprise 23H2,2026-11-20T14:31:37.000Z,Contained\r\n',
    );
  });

  it('adds the chosen optional columns in display order', () => {
    const [header, first] = endpointCsvRows([row], ['macAddress', 'architecture']);
    expect(header?.slice(7)).toEqual(['Architecture', 'MAC Address']);
    expect(first?.slice(7)).toEqual(['x86_64', '00:50:56:0a:0b:0c']);
  });

  it('keeps each optional column once', () => {
    expect(optionalColumnsInOrder(['id', 'architecture', 'id'])).toEqual(['architecture', 'id']);
  });
});
