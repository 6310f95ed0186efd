import type { Credential } from '@portal/api';
import { describe, expect, it } from 'vitest';
import {
  accountsFor,
  accountTypesFor,
  appGroupOf,
  canChange,
  cancelsPending,
  groupApps,
  removedMessage,
  STATUS_BADGES,
} from './accountRules';

const schema = (name: string, purpose: 'log' | 'scan' | 'auth' | 'itsm', no_charge = false) => ({
  name,
  purpose,
  no_charge,
});
const account = (uuid: string, type: string): Credential => ({
  uuid,
  name: uuid,
  type,
  secrets: {},
  tokens: [],
  status: 'active',
  ticket_id: null,
});

describe('connected account rules', () => {
  it('badges each status as §4 says', () => {
    expect(STATUS_BADGES.active).toEqual({ text: 'Connected', intent: 'success' });
    expect(STATUS_BADGES.deactivating).toEqual({ text: 'Disconnection pending', intent: 'warning' });
    expect(STATUS_BADGES.create.text).toBe('Connection pending');
    expect(STATUS_BADGES.edit.text).toBe('Connection pending');
    expect(STATUS_BADGES.error).toEqual({ text: 'Not connected', intent: 'danger' });
  });

  it('disables changes only while deactivating; removing a create or edit cancels it', () => {
    expect(canChange({ status: 'deactivating' })).toBe(false);
    for (const status of ['active', 'create', 'edit', 'error'] as const) expect(canChange({ status })).toBe(true);
    expect(cancelsPending({ status: 'create' })).toBe(true);
    expect(cancelsPending({ status: 'edit' })).toBe(true);
    expect(cancelsPending({ status: 'active' })).toBe(false);
    expect(removedMessage({ status: 'active', name: 'AWS' }, 40123)).toBe(
      'Disconnection of AWS requested (ticket #40123).',
    );
  });

  it('offers Federated Authentication only when auth schemas exist', () => {
    expect(accountTypesFor([schema('a', 'log')]).map((type) => type.purpose)).toEqual(['log', 'scan', 'itsm']);
    expect(accountTypesFor([schema('o', 'auth')]).map((type) => type.purpose)).toEqual(['log', 'scan', 'auth', 'itsm']);
  });

  it('groups applications Purchased, Included (no charge), Not Purchased', () => {
    const services = ['managedDetection', 'cspmAws'];
    expect(appGroupOf(schema('servicenow', 'itsm', true), [])).toBe('included');
    expect(appGroupOf(schema('aws_cloudtrail', 'log'), services)).toBe('purchased');
    expect(appGroupOf(schema('aws_config', 'scan'), services)).toBe('purchased');
    expect(appGroupOf(schema('gcp_scc', 'scan'), services)).toBe('notPurchased');
    expect(appGroupOf(schema('other_scan', 'scan'), ['managedRisk'])).toBe('purchased');
    expect(appGroupOf(schema('okta', 'auth'), [])).toBe('notPurchased');
    const groups = groupApps([schema('gcp_scc', 'scan'), schema('aws_config', 'scan')], services);
    expect(groups.map((entry) => [entry.group, entry.schemas.map((s) => s.name)])).toEqual([
      ['purchased', ['aws_config']],
      ['notPurchased', ['gcp_scc']],
    ]);
  });

  it('filters accounts by the purpose of their schema', () => {
    const schemas = [schema('aws', 'log'), schema('okta', 'auth')];
    const accounts = [account('1', 'aws'), account('2', 'okta'), account('3', 'mystery')];
    expect(accountsFor(accounts, schemas, undefined).map((a) => a.uuid)).toEqual(['1', '2', '3']);
    expect(accountsFor(accounts, schemas, 'auth').map((a) => a.uuid)).toEqual(['2']);
  });
});
