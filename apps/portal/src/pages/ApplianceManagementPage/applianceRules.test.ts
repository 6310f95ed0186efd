import type { Appliance } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activatedMessage,
  activateTitle,
  customerConfirmationText,
  customerNameMatches,
  decommissionedMessage,
  decommissionTitle,
  isQuotaFull,
  licenceExceededMessage,
  licenceOf,
  modelOf,
  platformOf,
  statusOf,
  type Quotas,
} from './applianceRules';

const appliance = (overrides: Partial<Appliance> = {}): Appliance => ({
  id: 'a1',
  short_name: 'vs-a',
  serial_number: 'AWNV-0001',
  product_type: 'vsensor',
  deployment_type: 'mirroring',
  hardware_type: 'vmware',
  model_size: 'awnv100',
  is_vanilla: false,
  state: 'activated',
  ...overrides,
});

const quotas = (overrides: Partial<Quotas> = {}): Quotas => ({
  awnv100: { quota: 2, used: 2 },
  awnv200: { quota: 5, used: 1 },
  awnv1000: { quota: 1, used: 0 },
  vlc: { quota: 0, used: 0 },
  vanilla: { quota: 1, used: 1 },
  ...overrides,
});

describe('appliance wording', () => {
  it('words the licence refusal as the spec does, before and after a call', () => {
    expect(licenceExceededMessage(appliance(), 'Can not')).toBe(
      'awnv100 license count exceeded. Can not activate virtual appliance AWNV-0001.',
    );
    const physical = appliance({ is_vanilla: true, model_size: 'awnp500', serial_number: 'AWNP-9' });
    expect(licenceExceededMessage(physical, 'Could not')).toBe(
      'awnp500 license count exceeded. Could not activate physical appliance AWNP-9.',
    );
  });

  it('toasts success with Physical or Virtual', () => {
    expect(activatedMessage(appliance())).toBe('Virtual appliance AWNV-0001 successfully activated.');
    expect(decommissionedMessage(appliance({ is_vanilla: true }))).toBe(
      'Physical appliance AWNV-0001 successfully decommissioned.',
    );
  });

  it('titles the dialogs by kind, with scanner wording for scanners', () => {
    expect(activateTitle(appliance())).toBe('Activate Virtual Appliance');
    expect(activateTitle(appliance({ is_vanilla: true }))).toBe('Activate Physical Appliance');
    expect(decommissionTitle(appliance({ deployment_type: 'scanner' }))).toBe('Decommission Virtual Scanner');
  });

  it('asks MSP users and staff to make sure of the customer', () => {
    expect(customerConfirmationText(appliance(), 'Silverpine Credit Union')).toBe(
      'You are activating the virtual appliance AWNV-0001 for Silverpine Credit Union. Please ensure this is the customer where this virtual appliance is installed.',
    );
  });
});

describe('appliance fields', () => {
  it('reads the platform from hardware_type, vmware by default', () => {
    const platform = (hardware_type: string | null, is_vanilla = false) =>
      platformOf(appliance({ hardware_type, is_vanilla }));
    expect(platform(null)).toBe('VMware ESXi');
    expect(platform('vmware')).toBe('VMware ESXi');
    expect(platform('aws_m5_2xlarge')).toBe('AWS');
    expect(platform('azure_d8s_v5')).toBe('Azure');
    expect(platform('hyperv_gen2')).toBe('Hyper-V');
    expect(platform('nutanix_ahv')).toBe('Nutanix');
    expect(platform('vanilla', true)).toBe('Physical Appliance');
  });

  it('names the model from model_size, then hardware_type, then the 200 series', () => {
    expect(modelOf(appliance({ model_size: 'awnv1000' }))).toBe('awnv1000');
    expect(modelOf(appliance({ model_size: null, hardware_type: null }))).toBe('awnv200');
  });

  it("shows 'activated' as Not Activated and 'registered' as Activated", () => {
    expect(statusOf(appliance({ state: 'activated' }))).toBe('Not Activated');
    expect(statusOf(appliance({ state: 'registered' }))).toBe('Activated');
  });
});

describe('activation licence rule', () => {
  it('blocks at or above quota for the model, never scanner or vlc deployments', () => {
    expect(isQuotaFull(appliance(), quotas())).toBe(true);
    expect(isQuotaFull(appliance({ model_size: 'awnv200' }), quotas())).toBe(false);
    expect(isQuotaFull(appliance({ model_size: null }), quotas({ awnv200: { quota: 1, used: 1 } }))).toBe(true);
    expect(isQuotaFull(appliance({ deployment_type: 'scanner' }), quotas())).toBe(false);
    expect(isQuotaFull(appliance({ deployment_type: 'vlc' }), quotas())).toBe(false);
    expect(isQuotaFull(appliance({ is_vanilla: true }), quotas())).toBe(true);
  });

  it('agrees with counting: full exactly when no licence of its kind is left', () => {
    const keyed = fc.constantFrom<'awnv100' | 'awnv200' | 'awnv1000'>('awnv100', 'awnv200', 'awnv1000');
    fc.assert(
      fc.property(keyed, fc.nat(20), fc.nat(20), (model, quota, used) => {
        const row = appliance({ model_size: model });
        expect(licenceOf(row)).toBe(model);
        // Oracle: activation is possible when at least one licence remains unused.
        const remaining = quota - used;
        expect(isQuotaFull(row, quotas({ [model]: { quota, used } }))).toBe(!(remaining > 0));
      }),
    );
  });
});

describe('customer name confirmation', () => {
  it('matches ignoring case and surrounding spaces, never an empty name', () => {
    expect(customerNameMatches('silverpine CREDIT union ', 'Silverpine Credit Union')).toBe(true);
    expect(customerNameMatches('Silverpine', 'Silverpine Credit Union')).toBe(false);
    expect(customerNameMatches('', '')).toBe(false);
  });

  it('accepts any casing of the name, and nothing longer', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}[A-Za-z]$/);
    fc.assert(
      fc.property(name, fc.array(fc.boolean()), (customer, ups) => {
        const typed = customer.replace(/[A-Za-z]/g, (char, index: number) =>
          ups[index] ? char.toUpperCase() : char.toLowerCase(),
        );
        expect(customerNameMatches(typed, customer)).toBe(true);
        expect(customerNameMatches(`${typed}x`, customer)).toBe(false);
      }),
    );
  });
});
