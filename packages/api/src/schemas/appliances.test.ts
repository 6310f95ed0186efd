import { describe, expect, it } from 'vitest';
import { virtualSensorsReplySchema } from './appliances';

const quota = (used: number) => ({ quota: 4, used });
const ALL = { awnv100: quota(1), awnv200: quota(2), awnv1000: quota(3), vlc: quota(0), vanilla: quota(4) };

describe('the virtual sensors reply', () => {
  it('reads the 200 series from vsensor when awnv200 is absent (portal-core §3)', () => {
    const rest: Partial<typeof ALL> = { ...ALL };
    delete rest.awnv200;
    const parsed = virtualSensorsReplySchema.parse({ results: [], quotas: { ...rest, vsensor: quota(3) } });
    expect(parsed.quotas.awnv200).toEqual(quota(3));
    expect(Object.keys(parsed.quotas).sort()).toEqual(['awnv100', 'awnv1000', 'awnv200', 'vanilla', 'vlc']);
  });

  it('prefers awnv200 to vsensor and leaves out keys it does not know', () => {
    const parsed = virtualSensorsReplySchema.parse({
      results: [],
      quotas: { ...ALL, vsensor: quota(0), other: 'not a quota' },
    });
    expect(parsed.quotas).toEqual(ALL);
  });

  it('still requires every licence', () => {
    const rest: Partial<typeof ALL> = { ...ALL };
    delete rest.vlc;
    expect(virtualSensorsReplySchema.safeParse({ results: [], quotas: rest }).success).toBe(false);
    expect(
      virtualSensorsReplySchema.safeParse({ results: [], quotas: { ...ALL, awnv100: { quota: -1, used: 0 } } }).success,
    ).toBe(false);
  });
});
