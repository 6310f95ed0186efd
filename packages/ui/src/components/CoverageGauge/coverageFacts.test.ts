import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERAGE_FACTS, formatCloudApps, formatYesNo, incidentLevel, type CoverageFacts } from './coverageFacts';
import { COVERAGE_BREAKDOWN, COVERAGE_EXPLANATION } from './coverageScore';

describe('incidentLevel', () => {
  it.each([
    [0, 'Low'],
    [15, 'Low'],
    [15.5, 'Medium'],
    [16, 'Medium'],
    [25, 'Medium'],
    [26, 'High'],
    [400, 'High'],
    [Number.NaN, 'High'],
  ] as const)('%d incidents → %s', (count, label) => {
    expect(incidentLevel(count).label).toBe(label);
  });

  it('agrees with the thresholds of portal-core §9 (property, independent oracle)', () => {
    const oracle = (count: number) => (count > 25 ? 'High' : count > 15 ? 'Medium' : 'Low');
    fc.assert(
      fc.property(fc.double({ min: -5, max: 1000, noNaN: true }), (count) => {
        expect(incidentLevel(count).label).toBe(oracle(count));
      }),
    );
  });

  it('colours Low, Medium and High as success, warning and danger', () => {
    expect([10, 20, 30].map((count) => incidentLevel(count).intent)).toEqual(['success', 'warning', 'danger']);
  });
});

describe('formatYesNo', () => {
  it('answers Y or N', () => {
    expect(formatYesNo(true)).toBe('Y');
    expect(formatYesNo(false)).toBe('N');
  });
});

describe('formatCloudApps', () => {
  it.each([
    [4, 2, '4 / 2'],
    [0, 0, '0 / 0'],
    [1200, 1150, '1,200 / 1,150'],
    [3, null, 'N/A'],
    [null, 3, 'N/A'],
    [null, null, 'N/A'],
    [undefined, 1, 'N/A'],
    [Number.NaN, 1, 'N/A'],
  ])('configured %s, detected %s → %s', (configured, detected, text) => {
    expect(formatCloudApps(configured, detected)).toBe(text);
  });

  it('shows both counts in order when both exist, else N/A (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(100_000), { nil: null }),
        fc.option(fc.nat(100_000), { nil: null }),
        (configured, detected) => {
          const text = formatCloudApps(configured, detected);
          if (configured === null || detected === null) expect(text).toBe('N/A');
          else
            expect(text.split(' / ').map((part) => Number(part.replaceAll(',', '')))).toEqual([configured, detected]);
        },
      ),
    );
  });
});

const facts: CoverageFacts = {
  num_monthly_incidents: 26,
  has_recent_snmp_observations: true,
  num_internal_nmap_scanned_in_past_week: 1200,
  num_scan_types_configured: 3,
  obs_exist_for_configured_cloud_apps: false,
  num_cloud_apps_detected: 2,
  num_cloud_apps_configured: 4,
  num_escalations_configured: 5,
  num_critical_vulnerabilities: 7,
  num_high_vulnerabilities: 41,
  server_av_found: true,
  desktop_av_found: false,
  ad_nxlog_parser_exists: true,
  fw_log_parser_exists: false,
  customer_in_geo_approved_or_restricted_list: true,
  ad_poller_logs_exist: false,
};

describe('COVERAGE_FACTS', () => {
  it('covers every readiness fact of portal-core §3 once (cloud apps in one line)', () => {
    const keys = COVERAGE_FACTS.map(({ key }) => key);
    const cloudFields = ['num_cloud_apps_configured', 'num_cloud_apps_detected'];
    const expected = Object.keys(facts).filter((field) => !cloudFields.includes(field));
    expect([...keys].sort()).toEqual([...expected, 'cloud_apps'].sort());
  });

  it('puts every fact under a part of the score', () => {
    const parts: string[] = COVERAGE_BREAKDOWN.map(({ key }) => key);
    for (const fact of COVERAGE_FACTS) expect(parts).toContain(fact.category);
  });

  it('reads each fact as the user sees it', () => {
    expect(Object.fromEntries(COVERAGE_FACTS.map((fact) => [fact.key, fact.value(facts).text]))).toEqual({
      fw_log_parser_exists: 'N',
      ad_nxlog_parser_exists: 'Y',
      ad_poller_logs_exist: 'N',
      server_av_found: 'Y',
      desktop_av_found: 'N',
      cloud_apps: '4 / 2',
      customer_in_geo_approved_or_restricted_list: 'Y',
      has_recent_snmp_observations: 'Y',
      obs_exist_for_configured_cloud_apps: 'N',
      num_monthly_incidents: 'High',
      num_escalations_configured: '5',
      num_scan_types_configured: '3',
      num_internal_nmap_scanned_in_past_week: '1,200',
      num_critical_vulnerabilities: '7',
      num_high_vulnerabilities: '41',
    });
  });
});

describe('COVERAGE_EXPLANATION', () => {
  it('names each part of the score with its points', () => {
    expect(COVERAGE_EXPLANATION).toContain('out of 100');
    expect(COVERAGE_EXPLANATION).toContain(
      'Configuration (35 points), Monitoring (15 points), Incidents (20 points), Ticketing (15 points) and External Scans (15 points)',
    );
  });
});
