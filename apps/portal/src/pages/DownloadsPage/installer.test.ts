import { describe, expect, it } from 'vitest';
import { installerRequest } from './installer';

describe('installerRequest', () => {
  it('sends the platform as type and the options', () => {
    expect(installerRequest({ platform: 'windows', silent: true, proxy: '' })).toEqual({
      type: 'windows',
      options: { silent: true },
    });
    expect(installerRequest({ platform: 'linux-deb', silent: false, proxy: ' proxy.example.com:3128 ' })).toEqual({
      type: 'linux-deb',
      options: { silent: false, proxy: 'proxy.example.com:3128' },
    });
  });
});
