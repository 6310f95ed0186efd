import { describe, expect, it } from 'vitest';
import { sharedLinkLine, ticketDescription } from './ticketMessage';

describe('ticket message', () => {
  it('prepends the shared-link line (portal-core §2)', () => {
    expect(sharedLinkLine('/dashboard')).toBe('Shared Link: [/dashboard](/dashboard)');
    expect(ticketDescription('Why is this red?', '/dashboard')).toBe(
      'Shared Link: [/dashboard](/dashboard)\n\nWhy is this red?',
    );
    expect(ticketDescription('', '/dashboard')).toBe('Shared Link: [/dashboard](/dashboard)');
  });

  it('leaves the description alone without a link', () => {
    expect(ticketDescription('Help', undefined)).toBe('Help');
    expect(ticketDescription('Help', '')).toBe('Help');
  });
});
