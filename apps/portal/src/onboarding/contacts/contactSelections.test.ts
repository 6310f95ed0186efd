import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedContacts, demoted, holders, primaryToDemote, withAdmin, withFlagHolders } from './contactSelections';
import { testContact } from './contactTestData';

const a = testContact('a', { is_primary_contact: true, is_admin: true });
const b = testContact('b', { is_secondary_contact: true, is_admin: true });
const msp = testContact('m', { is_msp: true, is_portal_user: true });

describe('the section selectors', () => {
  it('choosing a new primary moves it and leaves MSP contacts alone', () => {
    const next = withAdmin([a, b, msp], 'primary', 'b');
    expect(holders(next, 'is_primary_contact')).toEqual(['b']);
    expect(next[1]).toMatchObject({ is_secondary_contact: false, is_admin: true });
    expect(next[0]).toMatchObject({ is_primary_contact: false, is_admin: false });
    expect(changedContacts([a, b, msp], next).map((contact) => contact.id)).toEqual(['a', 'b']);
  });

  it('a flag selector changes only the candidates', () => {
    const next = withFlagHolders([a, b, msp], [a, b], 'is_portal_user', ['a']);
    expect(holders(next, 'is_portal_user')).toEqual(['a', 'm']);
    expect(changedContacts([a, b, msp], next).map((contact) => contact.id)).toEqual(['a']);
  });

  it('property: after a flag selection the candidates holding it are exactly the chosen ones', () => {
    const ids = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray(ids), fc.subarray(ids), (held, candidateIds, chosen) => {
        const contacts = ids.map((id) => testContact(id, { escalation: { incident: held.includes(id) } }));
        const candidates = contacts.filter((contact) => candidateIds.includes(contact.id));
        const next = withFlagHolders(contacts, candidates, 'escalation', chosen);
        for (const contact of next) {
          const expected = candidateIds.includes(contact.id) ? chosen.includes(contact.id) : held.includes(contact.id);
          expect(contact.escalation.incident).toBe(expected);
        }
      }),
    );
  });
});

describe('primary demotion (portal-onboarding §4)', () => {
  it('a new primary demotes the existing non-MSP primary', () => {
    expect(primaryToDemote([a, b], null, true)).toBe(a);
    expect(primaryToDemote([a, b], 'a', true)).toBeUndefined();
    expect(primaryToDemote([a, b], null, false)).toBeUndefined();
    expect(primaryToDemote([{ ...a, is_msp: true }], null, true)).toBeUndefined();
    expect(demoted(a)).toMatchObject({ is_primary_contact: false, is_admin: false });
  });
});
