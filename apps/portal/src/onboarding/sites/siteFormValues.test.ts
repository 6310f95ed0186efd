import type { Site } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeDraft, emptySiteForm, formToSiteInput, siteToForm, splitList, splitSegments } from './siteFormValues';

const SITE: Site = {
  id: 'site-1',
  name: 'Head Office',
  address: {
    id: 'addr-1',
    country: 'US',
    street: '100 Harbor Way',
    street2: null,
    city: 'Boston',
    region: 'MA',
    postcode: '02110',
  },
  time_zone: 'America/New_York',
  firewall_models: ['Palo Alto'],
  active_directory_controllers: 2,
  switch_models: ['Aruba'],
  network_segments: ['10.20.0.0/16', '192.168.10.0/24'],
  scanning_blacklist: ['10.20.99.0/24'],
  monitoring_blacklist: [],
  security_devices: ['Cisco Meraki MX', 'Proofpoint email gateway'],
  adc_is_dhcp: true,
  adc_is_dns: true,
  third_party_site: false,
  oldest_windows_version: '2016',
  notes: 'Cage 14',
  finalized: null,
  log_sources: {
    iam: ['Active Directory'],
    dns: ['Windows DNS'],
    dhcp: [],
    antivirus: ['Microsoft Defender'],
    ids: [],
    proxy: ['Zscaler'],
    wap: ['Cisco Meraki'],
    cls: ['Badge readers'],
    client_vpn: { client_vpn: ['Cisco AnyConnect'], two_factor_auth: ['Duo'] },
  },
};
function storedInput(site: Site) {
  const input: Partial<Site> = { ...site };
  delete input.id;
  delete input.finalized;
  return input;
}
const STORED_INPUT = storedInput(SITE);

describe('site form ↔ stored site', () => {
  it('reads a saved site and writes it back unchanged', () => {
    expect(formToSiteInput(siteToForm(SITE))).toEqual(STORED_INPUT);
  });

  it('reads an empty saved list of DNS, DHCP or firewalls as a ticked none box', () => {
    const form = siteToForm({ ...SITE, firewall_models: [] });
    expect(form.noFirewalls).toBe(true);
    expect(form.noDHCP).toBe(true);
    expect(form.noDNS).toBe(false);
  });

  it('sends a ticked none box as an empty list, whatever was chosen before', () => {
    const input = formToSiteInput({
      ...siteToForm(SITE),
      firewalls: ['Fortinet'],
      noFirewalls: true,
      dns: ['BIND'],
      noDNS: true,
      dhcp: ['Infoblox'],
      noDHCP: true,
    });
    expect(input.firewall_models).toEqual([]);
    expect(input.log_sources.dns).toEqual([]);
    expect(input.log_sources.dhcp).toEqual([]);
  });

  it('maps the named fields to their stored names', () => {
    const input = formToSiteInput({
      ...emptySiteForm(),
      networkBlacklist: '10.0.0.1, 10.0.0.2',
      scanningBlacklist: '10.9.0.0/16',
      mfa: ['Duo'],
      vpn: ['OpenVPN'],
      address: { ...emptySiteForm().address, street2: '  ' },
    });
    expect(input.monitoring_blacklist).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(input.scanning_blacklist).toEqual(['10.9.0.0/16']);
    expect(input.log_sources.client_vpn).toEqual({ client_vpn: ['OpenVPN'], two_factor_auth: ['Duo'] });
    expect(input.address.street2).toBeNull();
  });

  it('sends no DNS flag or Windows version without domain controllers', () => {
    const input = formToSiteInput({ ...siteToForm(SITE), adc: 0 });
    expect(input.adc_is_dns).toBe(false);
    expect(input.oldest_windows_version).toBeNull();
  });

  it('fills what final-form left undefined (cleared text fields) with the empty form', () => {
    const values = completeDraft({ name: 'Lab', address: { city: 'Austin' }, notes: undefined });
    expect(values.notes).toBe('');
    expect(values.address).toEqual({ ...emptySiteForm().address, city: 'Austin' });
    expect(formToSiteInput({ name: ' Lab ' }).name).toBe('Lab');
  });
});

// An independent oracle: a segment list is whatever lies between commas and new lines, trimmed, blanks dropped.
const entry = fc.stringMatching(/^[0-9a-z./ -]{0,12}$/);
describe('list splitting', () => {
  it('splits segments on commas and new lines', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(entry, fc.constantFrom(',', '\n'))), (parts) => {
        const textValue = parts.map(([value, separator]) => value + separator).join('');
        const expected = parts.map(([value]) => value.trim()).filter((value) => value !== '');
        expect(splitSegments(textValue)).toEqual(expected);
      }),
    );
  });

  it('joins and splits comma lists back to the same entries', () => {
    const item = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,10}[A-Za-z0-9]$/);
    fc.assert(
      fc.property(fc.array(item), (items) => {
        expect(splitList(items.join(', '))).toEqual(items);
      }),
    );
  });
});
