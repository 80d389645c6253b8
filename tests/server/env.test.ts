import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#server/env.ts';
import { accountCookieOptions } from '#server/services/auth/auth-cookie.ts';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      NODE_ENV: 'development',
      BRAND_NAME: 'Hallway',
      HALLWAY_DATA_DIR: './data',
      PUBLIC_URL: null,
      LOG_LEVEL: 'info',
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
