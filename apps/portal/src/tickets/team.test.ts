import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membersCseFirst, phoneOption, primaryPhone, regionPhones, ticketFailureMessage } from './team';

const phones = [
  { region: 'United Kingdom', number: '+44 1' },
  { region: 'North America', number: '+1 2' },
  { region: 'Mars', number: '+0 0' },
  { region: 'Denmark', number: '+45 3' },
];

describe('contact team', () => {
  it('lists the four regions in the spec order and leaves out others', () => {
    expect(regionPhones({ phones })).toEqual([
      { region: 'North America', number: '+1 2' },
      { region: 'Denmark', number: '+45 3' },
      { region: 'United Kingdom', number: '+44 1' },
    ]);
  });

  it('uses option 3 for onboarding and 2 otherwise', () => {
    expect(phoneOption(true)).toBe(3);
    expect(phoneOption(false)).toBe(2);
  });

  it("puts members with role 'cse' first, each group in its own order", () => {
    const member = fc.record({ name: fc.string(), role: fc.constantFrom('cse', 'analyst', 'account manager') });
    fc.assert(
      fc.property(fc.array(member), (members) => {
        const sorted = membersCseFirst(members);
        const firstOther = sorted.findIndex((m) => m.role !== 'cse');
        const cse = members.filter((m) => m.role === 'cse');
        expect(sorted).toHaveLength(members.length);
        expect(sorted.slice(0, cse.length)).toEqual(cse);
        if (firstOther !== -1) expect(sorted.slice(firstOther).every((m) => m.role !== 'cse')).toBe(true);
      }),
    );
  });

  it('gives the North America number for the failure message, with two spaces after the full stop', () => {
    expect(primaryPhone({ phones })).toBe('+1 2');
    expect(primaryPhone({ phones: [{ region: 'Mars', number: '9' }] })).toBe('9');
    expect(ticketFailureMessage('+1 2', 'cst@provider.example')).toBe(
      'There was a problem posting your ticket.  Please call your Concierge Security Team at +1 2 or email cst@provider.example',
    );
  });
});
