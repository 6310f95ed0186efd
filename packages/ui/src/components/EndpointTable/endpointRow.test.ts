import { DEMO_NOW } from '@portal/fixtures/clock';
import { completeEndpointRows, endpointAgents, endpointRows } from '@portal/fixtures/widgets/endpointRows';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentToEndpointRow,
  completeRowsPercent,
  endpointAddresses,
  isListed,
  isOnline,
  isRowComplete,
  lastReportedText,
  ONLINE_WINDOW_MS,
  type AgentLike,
} from './endpointRow';

const NOW = new Date('2026-11-20T15:00:00.000Z');

function agent(overrides: Partial<AgentLike> = {}): AgentLike {
  return {
    id: 'a1',
    deploymentID: 'd1',
    softwareVersion: '7.14.18605',
    queryInProgress: false,
    containment: { contained: false },
    heartbeat: { createTime: '2026-11-20T14:31:37.000Z' },
    hostDetail: {
      hostname: 'NH-LT-00001',
      userName: 'dana.reyes',
      platform: { architecture: 'x86_64', version: 'Windows 11 Enterprise 23H2' },
      networkInterfaces: [
        { name: 'Ethernet0', macAddress: null, addresses: [] },
        { name: 'Wi-Fi', macAddress: '00:50:56:0a:0b:0c', addresses: ['10.1.2.3', 'fe80::1'] },
      ],
    },
    ...overrides,
  };
}

describe('agentToEndpointRow', () => {
  it('maps every field of the displayed row', () => {
    expect(agentToEndpointRow(agent(), NOW)).toEqual({
      id: 'a1',
      hostname: 'NH-LT-00001',
      userName: 'dana.reyes',
      ipAddress: [{ name: 'Wi-Fi', ipAddresses: ['10.1.2.3', 'fe80::1'] }],
      status: 'Online',
      OSVersion: 'Windows 11 Enterprise 23H2',
      architecture: 'x86_64',
      heartbeatTime: '2026-11-20T14:31:37.000Z',
      contained: 'Not contained',
      softwareVersion: '7.14.18605',
      deploymentID: 'd1',
      macAddress: '00:50:56:0a:0b:0c',
    });
  });

  it('blanks a missing host detail and says Contained', () => {
    const row = agentToEndpointRow(agent({ hostDetail: null, containment: { contained: true } }), NOW);
    expect(row).toMatchObject({ hostname: null, userName: null, ipAddress: [], OSVersion: null, macAddress: null });
    expect(row.contained).toBe('Contained');
    expect(isRowComplete(row)).toBe(false);
  });

  it('treats blank text as missing', () => {
    const row = agentToEndpointRow(agent({ softwareVersion: '  ', heartbeat: { createTime: '' } }), NOW);
    expect(row.softwareVersion).toBeNull();
    expect(row.heartbeatTime).toBeNull();
    expect(row.status).toBe('Offline');
  });
});

describe('isOnline', () => {
  it.each([
    ['2026-11-20T14:59:00.000Z', true],
    ['2026-11-17T15:00:00.000Z', true],
    ['2026-11-17T14:59:59.999Z', false],
    ['2026-09-01T00:00:00.000Z', false],
    ['not a date', false],
    [null, false],
  ] as const)('%s → %s', (time, online) => {
    expect(isOnline(time, NOW)).toBe(online);
  });

  it('is online exactly within 72 hours (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -ONLINE_WINDOW_MS, max: 3 * ONLINE_WINDOW_MS }), (ago) => {
        const time = new Date(NOW.getTime() - ago).toISOString();
        return isOnline(time, NOW) === ago <= ONLINE_WINDOW_MS;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isRowComplete', () => {
  const complete = agentToEndpointRow(agent(), NOW);
  it('needs hostname, user, an IP address and the OS version', () => {
    expect(isRowComplete(complete)).toBe(true);
    expect(isRowComplete({ ...complete, hostname: null })).toBe(false);
    expect(isRowComplete({ ...complete, userName: null })).toBe(false);
    expect(isRowComplete({ ...complete, OSVersion: null })).toBe(false);
    expect(isRowComplete({ ...complete, ipAddress: [] })).toBe(false);
    expect(isRowComplete({ ...complete, ipAddress: [{ name: 'VPN', ipAddresses: [] }] })).toBe(false);
  });

  it('does not need the optional fields', () => {
    expect(isRowComplete({ ...complete, architecture: null, macAddress: null, deploymentID: null })).toBe(true);
  });
});

describe('isListed', () => {
  it('lists agents with a heartbeat time and no query in progress', () => {
    expect(isListed(agent())).toBe(true);
    expect(isListed(agent({ queryInProgress: true }))).toBe(false);
    expect(isListed(agent({ heartbeat: null }))).toBe(false);
    expect(isListed(agent({ heartbeat: { createTime: null } }))).toBe(false);
  });
});

describe('row helpers', () => {
  const row = agentToEndpointRow(agent(), NOW);
  it('lists every address', () => {
    expect(endpointAddresses(row)).toEqual(['10.1.2.3', 'fe80::1']);
  });

  it('breaks Last Reported at the T', () => {
    expect(lastReportedText('2026-11-20T14:31:37.000Z')).toBe('2026-11-20\n14:31:37.000Z');
    expect(lastReportedText(null)).toBe('');
  });

  it('measures progress as complete rows over all rows', () => {
    expect(completeRowsPercent([])).toBe(100);
    expect(completeRowsPercent([row, { ...row, hostname: null }, row, row])).toBe(75);
  });
});

describe('the demo endpoint rows', () => {
  // The demo data writes its rows out without code of this package; they must be the rows this package makes.
  it('are what agentToEndpointRow makes of the listed demo agents', () => {
    expect(endpointRows).toEqual(endpointAgents.filter(isListed).map((agent) => agentToEndpointRow(agent, DEMO_NOW)));
    expect(completeEndpointRows).toEqual(endpointRows.filter(isRowComplete));
  });
});
