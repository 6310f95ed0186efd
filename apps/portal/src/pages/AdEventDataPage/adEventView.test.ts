import { describe, expect, it } from 'vitest';
import { parseTableState } from '../../kit';
import { AD_VIEW, adEventsQuery } from './adEventView';

const stateOf = (search: string) => parseTableState(new URLSearchParams(search), AD_VIEW);

describe('the AD explorer URL', () => {
  it('sorts by -events unless the URL names a whitelisted key, with or without the minus prefix', () => {
    expect(adEventsQuery('user', stateOf('')).sort).toBe('-events');
    expect(adEventsQuery('user', stateOf('sort=users')).sort).toBe('users');
    expect(adEventsQuery('user', stateOf('sort=-origin_users')).sort).toBe('-origin_users');
    for (const bad of ['name', '-desc', '--events', 'events;drop', 'EVENTS']) {
      expect(adEventsQuery('user', stateOf(`sort=${encodeURIComponent(bad)}`)).sort).toBe('-events');
    }
  });

  it('sends the filters and only valid dates', () => {
    const query = adEventsQuery(
      'domain',
      stateOf('start=not-a-date&end=2026-11-20T12:00:00Z&event_code=4624&user=ana.lopez&origin_user=SYSTEM&domain=NH'),
    );
    expect(query).toEqual({
      type: 'domain',
      end: '2026-11-20T12:00:00.000Z',
      event_code: '4624',
      user: 'ana.lopez',
      origin_user: 'SYSTEM',
      domain: 'NH',
      sort: '-events',
    });
  });
});
