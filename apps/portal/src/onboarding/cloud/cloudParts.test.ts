import type { CloudSection } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CLOUD } from './cloudTestData';
import {
  CLOUD_PARTS,
  cloudSectionComplete,
  markCompleteDisabled,
  purchasedCloudParts,
  requiredSelectionsMade,
  withCloudChange,
  type CloudPart,
} from './cloudParts';

const EMPTY: CloudSection = EMPTY_CLOUD;

const PRODUCTS = ['aws', 'azure', 'o365', 'salesforce', 'gcp', 'imanage', 'box', 'gsuite'];

describe('which cloud parts show (portal-onboarding §2.5, §3)', () => {
  it('only the purchased ones, in the spec order, geo login with any cloud sensor', () => {
    expect(purchasedCloudParts(['o365', 'aws'])).toEqual(['amazon', 'office365', 'geo_login']);
    expect(purchasedCloudParts(['gcp'])).toEqual(['geo_login', 'gcp']);
    expect(purchasedCloudParts(['box'])).toEqual(['geo_login']);
    expect(purchasedCloudParts([])).toEqual([]);
    expect(purchasedCloudParts(PRODUCTS)).toEqual([...CLOUD_PARTS]);
  });
});

describe('required selections (portal-onboarding §5)', () => {
  it('AWS regions, geo countries, Office 365 and Salesforce licences; none elsewhere', () => {
    expect(CLOUD_PARTS.filter((part) => !requiredSelectionsMade(EMPTY, part))).toEqual([
      'amazon',
      'office365',
      'salesforce',
      'geo_login',
    ]);
    const filled: CloudSection = {
      ...EMPTY,
      amazon: { ...EMPTY.amazon, regions: ['us-east-1'] },
      office365: { ...EMPTY.office365, licenses: 'E3' },
      salesforce: { ...EMPTY.salesforce, licenses: '120' },
      geo_login: { countries: ['US'], completed: false },
    };
    expect(CLOUD_PARTS.every((part) => requiredSelectionsMade(filled, part))).toBe(true);
    expect(requiredSelectionsMade({ ...filled, salesforce: { licenses: '  ', completed: false } }, 'salesforce')).toBe(
      false,
    );
  });

  it('Mark Complete: disabled without edit rights, or incomplete with a required selection empty', () => {
    expect(markCompleteDisabled(EMPTY, 'azure', true)).toBe(false);
    expect(markCompleteDisabled(EMPTY, 'azure', false)).toBe(true);
    expect(markCompleteDisabled(EMPTY, 'amazon', true)).toBe(true);
    const regions = { ...EMPTY, amazon: { ...EMPTY.amazon, regions: ['eu-west-1'] } };
    expect(markCompleteDisabled(regions, 'amazon', true)).toBe(false);
    expect(markCompleteDisabled(regions, 'amazon', false)).toBe(true);
  });
});

describe('a change (saved after every change, §7.1)', () => {
  it('changes only its part', () => {
    const next = withCloudChange(EMPTY, 'azure', { sentinel: true, completed: true });
    expect(next.azure).toEqual({ log_analytics: false, security_center: false, sentinel: true, completed: true });
    expect({ ...next, azure: EMPTY.azure }).toEqual(EMPTY);
  });

  it('emptying a required selection makes a complete part incomplete', () => {
    const complete = withCloudChange(EMPTY, 'amazon', { regions: ['us-east-1'], completed: true });
    expect(complete.amazon.completed).toBe(true);
    expect(withCloudChange(complete, 'amazon', { regions: [] }).amazon.completed).toBe(false);
    expect(withCloudChange(complete, 'amazon', { eks: true }).amazon.completed).toBe(true);
  });

  it('never leaves a part complete without its required selections', () => {
    const part = fc.constantFrom<CloudPart>(...CLOUD_PARTS);
    fc.assert(
      fc.property(part, fc.boolean(), fc.array(fc.constantFrom('us-east-1', 'US')), (name, completed, list) => {
        const change =
          name === 'amazon'
            ? { regions: list, completed }
            : name === 'geo_login'
              ? { countries: list, completed }
              : { completed };
        const next = withCloudChange(EMPTY, name, change);
        expect(!next[name].completed || requiredSelectionsMade(next, name)).toBe(true);
      }),
    );
  });
});

describe('the section is complete (portal-onboarding §4)', () => {
  const done = { completed: true };
  const todo = { completed: false };
  const all = { amazon: done, azure: done, office365: done, salesforce: done, geo_login: done, imanage: done };

  it('when every purchased part but GCP is', () => {
    expect(cloudSectionComplete(all, PRODUCTS)).toBe(true);
    expect(cloudSectionComplete({ ...all, geo_login: todo }, ['aws'])).toBe(false);
    expect(cloudSectionComplete({ ...all, azure: todo, imanage: todo }, ['aws', 'o365', 'gcp'])).toBe(true);
    expect(cloudSectionComplete({ ...all, amazon: todo }, [])).toBe(true);
  });

  it('agrees with an independent count over any purchase and completion', () => {
    const parts = ['amazon', 'azure', 'office365', 'salesforce', 'geo_login', 'imanage'] as const;
    const product = { amazon: 'aws', azure: 'azure', office365: 'o365', salesforce: 'salesforce', imanage: 'imanage' };
    fc.assert(
      fc.property(fc.subarray(PRODUCTS), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (bought, flags) => {
        const cloud = { ...all };
        parts.forEach((part, index) => {
          cloud[part] = { completed: flags[index] ?? false };
        });
        const needed = parts.filter((part) =>
          part === 'geo_login' ? bought.length > 0 : bought.includes(product[part]),
        );
        const incomplete = needed.filter((part) => !cloud[part].completed).length;
        expect(cloudSectionComplete(cloud, bought)).toBe(incomplete === 0);
      }),
    );
  });
});
