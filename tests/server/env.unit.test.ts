import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#server/env.ts';
import { accountCookieOptions } from '#server/services/auth/auth-cookie.ts';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      // Development mode shows error internals: opt-in (`npm run dev`), never what a bare start gets.
      NODE_ENV: 'production',
      BRAND_NAME: 'Hallway',
      HALLWAY_DATA_DIR: './data',
      PUBLIC_URL: null,
      LOG_LEVEL: 'info',
      DEV_MAIL_OUTBOX: false,
      TRUST_PROXY: 0,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('treats empty strings as unset and trims a trailing slash from PUBLIC_URL', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '', PUBLIC_URL: 'https://events.example.org/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('https://events.example.org');
  });

  it('names every bad variable in one clear error', () => {
    const attempt = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', SMTP_URL: 'http://mail' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'NODE_ENV', 'SMTP_URL']) expect(message).toContain(name);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count (true means one), or nothing trusted at all', () => {
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('is a list of proxy addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else by name', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.example.org', '-1']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the auth cookie’s attributes', () => {
  it('are Secure and domain-scoped when deployed over https', () => {
    const env = parseEnv({ NODE_ENV: 'production', COOKIE_DOMAIN: 'events.example.org' });
    expect(accountCookieOptions(env, 'https://events.example.org')).toMatchObject({
      secure: true,
      domain: 'events.example.org',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
  });

  it('are not Secure on plain http (the production build in browser tests) nor in development', () => {
    const production = parseEnv({ NODE_ENV: 'production', COOKIE_DOMAIN: 'localhost' });
    expect(accountCookieOptions(production, 'http://localhost:3000').secure).toBe(false);
    const development = parseEnv({ NODE_ENV: 'development', COOKIE_DOMAIN: 'events.example.org' });
    const options = accountCookieOptions(development, 'https://events.example.org');
    expect(options.secure).toBe(false);
    expect(options.domain).toBeUndefined();
  });
});
