import type { CloudSection } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { licenceCountError, partFormChange, partFormValues } from './cloudForms';
import { CLOUD_TEXTS } from './cloudTexts';

const SAVED: CloudSection = {
  amazon: {
    regions: ['us-east-1', 'eu-west-1'],
    guardduty: true,
    cloudwatch: false,
    cloudtrail: true,
    acl: false,
    eks: false,
    completed: true,
  },
  azure: { log_analytics: true, security_center: false, sentinel: true, completed: false },
  office365: { licenses: 'E5', dlp: true, completed: true },
  salesforce: { licenses: '120', completed: true },
  geo_login: { countries: ['US', 'CA'], completed: false },
  gcp: { licenses: null, completed: false },
  imanage: { licenses: '', completed: false },
  finalized: null,
};

const WHITESPACE = fc.constantFrom('', ' ', '  ', '\t');

describe('licenceCountError', () => {
  it('accepts blank (Mark Complete asks for a count where one is required)', () => {
    expect(licenceCountError(undefined)).toBeUndefined();
    expect(licenceCountError('')).toBeUndefined();
    expect(licenceCountError('   ')).toBeUndefined();
  });

  it('accepts any whole number, with spaces around it', () => {
    fc.assert(
      fc.property(fc.nat(), WHITESPACE, WHITESPACE, (count, before, after) => {
        expect(licenceCountError(`${before}${count}${after}`)).toBeUndefined();
      }),
    );
  });

  it('refuses a count with anything but digits in it: signs, decimals, words', () => {
    expect(licenceCountError('-3')).toBe(CLOUD_TEXTS.licensesInvalid);
    expect(licenceCountError('2.5')).toBe(CLOUD_TEXTS.licensesInvalid);
    expect(licenceCountError('12 seats')).toBe(CLOUD_TEXTS.licensesInvalid);
    expect(licenceCountError('1e3')).toBe(CLOUD_TEXTS.licensesInvalid);
    fc.assert(
      fc.property(
        fc.nat(),
        fc.string({ minLength: 1 }).filter((text) => /[^\d\s]/.test(text)),
        (count, junk) => {
          expect(licenceCountError(`${count}${junk}`)).toBe(CLOUD_TEXTS.licensesInvalid);
        },
      ),
    );
  });
});

describe('part form values', () => {
  it('shows a blank or missing licence count as an empty field', () => {
    expect(partFormValues(SAVED, 'gcp')).toEqual({ licenses: undefined });
    expect(partFormValues(SAVED, 'imanage')).toEqual({ licenses: undefined });
    expect(partFormValues(SAVED, 'salesforce')).toEqual({ licenses: '120' });
    expect(partFormValues(SAVED, 'office365')).toEqual({ licenses: 'E5', dlp: true });
  });

  it('saves a licence count trimmed, and an empty one as null', () => {
    expect(partFormChange('salesforce', { licenses: ' 40 ' })).toEqual({ licenses: '40' });
    expect(partFormChange('gcp', { licenses: '   ' })).toEqual({ licenses: null });
    expect(partFormChange('imanage', {})).toEqual({ licenses: null });
    expect(partFormChange('office365', { licenses: undefined, dlp: false })).toEqual({ licenses: null, dlp: false });
  });

  it('gives back what was saved, without its completion, for every part', () => {
    expect(partFormChange('amazon', partFormValues(SAVED, 'amazon'))).toEqual({
      regions: ['us-east-1', 'eu-west-1'],
      guardduty: true,
      cloudwatch: false,
      cloudtrail: true,
      acl: false,
      eks: false,
    });
    expect(partFormChange('azure', partFormValues(SAVED, 'azure'))).toEqual({
      log_analytics: true,
      security_center: false,
      sentinel: true,
    });
    expect(partFormChange('geo_login', partFormValues(SAVED, 'geo_login'))).toEqual({ countries: ['US', 'CA'] });
    expect(partFormChange('salesforce', partFormValues(SAVED, 'salesforce'))).toEqual({ licenses: '120' });
  });

  it('copies lists, so editing the form never changes the saved section', () => {
    const values = partFormValues(SAVED, 'amazon');
    values.regions.push('ap-south-1');
    expect(SAVED.amazon.regions).toEqual(['us-east-1', 'eu-west-1']);
  });
});
