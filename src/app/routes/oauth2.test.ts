import { describe, expect, it } from 'vitest';
import { isOAuth2AppEnv } from './oauth2.ts';

describe('OAuth2 app environment', () => {
  it('is a user agent containing wxwork or dingtalk', () => {
    expect(isOAuth2AppEnv('Mozilla/5.0 (iPhone) MicroMessenger/8.0 wxwork/4.1.0')).toBe(true);
    expect(isOAuth2AppEnv('Mozilla/5.0 AliApp(DingTalk/7.0.10)')).toBe(true);
    expect(isOAuth2AppEnv('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(isOAuth2AppEnv('Mozilla/5.0 MicroMessenger/8.0')).toBe(false);
  });
});
