import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, needsPersonFields, validateEmail } from './contactValidation';

describe('contact validation (portal-onboarding §5)', () => {
  it('accepts deliverable addresses and says what is wrong otherwise', () => {
    expect(validateEmail('ada@example.com')).toBeUndefined();
    expect(validateEmail('ada.l@mail.example.co.uk')).toBeUndefined();
    expect(validateEmail('')).toBeUndefined();
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'ada@@example.com'])
      expect(validateEmail(bad)).toBe('Enter a valid email address');
  });
  it('a distribution list needs no last name or phone', () => {
    expect(needsPersonFields({ contactCategory: 'dl' })).toBe(false);
    expect(needsPersonFields({ contactCategory: 'user' })).toBe(true);
    expect(CONTACT_MESSAGES.primaryNumber).toBe('Enter a primary phone number');
  });
});
