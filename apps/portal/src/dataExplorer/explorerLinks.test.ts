import { describe, expect, it } from 'vitest';
import { drillHref, typeHref } from './explorerLinks';

describe('explorer links', () => {
  const search = '?start=2026-11-19T00%3A00%3A00.000Z&domain=NH&sort=-users&page=2';

  it('switches type keeping the range and filters, not the sort', () => {
    expect(typeHref('/data/ad', 'user', search)).toBe('/data/ad/user?start=2026-11-19T00%3A00%3A00.000Z&domain=NH');
    expect(typeHref('/data/ad', 'domain', '')).toBe('/data/ad/domain');
  });

  it('drills into another type with the value as its filter', () => {
    expect(drillHref('/data/ad', 'event_code', search, 'user', 'ana.lopez')).toBe(
      '/data/ad/event_code?start=2026-11-19T00%3A00%3A00.000Z&domain=NH&user=ana.lopez',
    );
    expect(drillHref('/data/ad', 'user', '?user=old', 'user', 'new name')).toBe('/data/ad/user?user=new+name');
  });
});
