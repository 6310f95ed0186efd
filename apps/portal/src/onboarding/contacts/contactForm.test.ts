import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_FLAGS,
  applyCategoryRules,
  CONTACT_CATEGORIES,
  CONTACT_TYPES,
  contactInput,
  contactToForm,
  emptyContactForm,
  formToContact,
  type ContactFormValues,
} from './contactForm';
import { testContact } from './contactTestData';

const arbitraryForm: fc.Arbitrary<ContactFormValues> = fc.record({
  firstName: fc.string(),
  lastName: fc.string(),
  email: fc.string(),
  primaryNumber: fc.string(),
  primaryNumberType: fc.constantFrom('office', 'mobile', 'other'),
  primaryNumberId: fc.option(fc.string(), { nil: null }),
  primaryExtensionNumber: fc.string(),
  secondaryNumber: fc.string(),
  secondaryNumberType: fc.constantFrom('office', 'mobile', 'other'),
  secondaryNumberId: fc.option(fc.string(), { nil: null }),
  secondaryExtensionNumber: fc.string(),
  role: fc.string(),
  isDL: fc.boolean(),
  contactType: fc.constantFrom(...CONTACT_TYPES),
  isBasicEscalationContact: fc.boolean(),
  isReportRecipient: fc.boolean(),
  isMSP: fc.boolean(),
  isShippingContact: fc.boolean(),
  contactCategory: fc.constantFrom(...CONTACT_CATEGORIES),
  isExecutiveSponsor: fc.boolean(),
  isPortalUser: fc.boolean(),
  isLogSearchUser: fc.boolean(),
  isRiskUser: fc.boolean(),
  isManagedAwarenessUser: fc.boolean(),
  isActivateVlcUser: fc.boolean(),
  isMyCyberDashboardUser: fc.boolean(),
});

describe('contact category rules (portal-onboarding §4)', () => {
  it('a shipping contact is a normal contact without access, sponsorship, reports or escalations', () => {
    const form = { ...emptyContactForm(), contactCategory: 'sc' as const, contactType: 'primary' as const };
    const ruled = applyCategoryRules({
      ...form,
      isPortalUser: true,
      isReportRecipient: true,
      isExecutiveSponsor: true,
    });
    expect(ruled).toMatchObject({
      contactType: 'normal',
      isReportRecipient: false,
      isBasicEscalationContact: false,
      isExecutiveSponsor: false,
      isPortalUser: false,
      isShippingContact: true,
      isDL: false,
    });
  });

  it('a distribution list keeps its type, reports and escalations but loses access and sponsorship', () => {
    const form = { ...emptyContactForm(), contactCategory: 'dl' as const, contactType: 'secondary' as const };
    const ruled = applyCategoryRules({ ...form, isRiskUser: true, isReportRecipient: true, isExecutiveSponsor: true });
    expect(ruled).toMatchObject({ contactType: 'secondary', isReportRecipient: true, isRiskUser: false, isDL: true });
    expect(ruled.isExecutiveSponsor).toBe(false);
  });

  it('property: the rules are idempotent and non-users never hold an access flag', () => {
    fc.assert(
      fc.property(arbitraryForm, (form) => {
        const once = applyCategoryRules(form);
        expect(applyCategoryRules(once)).toEqual(once);
        if (form.contactCategory !== 'user') for (const flag of ACCESS_FLAGS) expect(once[flag]).toBe(false);
        expect(once.isDL).toBe(form.contactCategory === 'dl');
        expect(once.isShippingContact).toBe(form.contactCategory === 'sc');
      }),
    );
  });
});

describe('contact form ↔ stored contact', () => {
  it('stores the phones with their types and extensions and leaves blank ones out', () => {
    const body = formToContact({
      ...emptyContactForm(),
      firstName: ' Ada ',
      primaryNumber: '+16175550100',
      primaryExtensionNumber: '12',
      contactType: 'primary',
    });
    expect(body.first_name).toBe('Ada');
    expect(body.phones).toEqual([{ id: null, number: '+16175550100', type: 'office', extension: '12' }]);
    expect(body).toMatchObject({ is_primary_contact: true, is_secondary_contact: false, is_admin: true });
  });

  it('a stored contact survives the round trip through the form', () => {
    const stored = testContact('c1', {
      phones: [
        { id: 'p1', number: '+16175550100', type: 'office', extension: '204' },
        { id: 'p2', number: '+16175550200', type: 'mobile', extension: null },
      ],
      is_secondary_contact: true,
      is_admin: true,
      escalation: { incident: true },
      is_portal_user: true,
      is_mycyber_dashboard_user: true,
    });
    expect(formToContact(contactToForm(stored))).toEqual(contactInput(stored));
  });

  it('property: the form of a stored body gives the same body back', () => {
    fc.assert(
      fc.property(arbitraryForm, (form) => {
        const body = formToContact(form);
        expect(formToContact(contactToForm({ ...body, id: 'x' }))).toEqual(body);
      }),
    );
  });
});
