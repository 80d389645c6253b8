import { describe, expect, it } from 'vitest';
import { greetingFor, newAccountForMs } from '#shared/rules/greeting.ts';

// A brand-new account was greeted "Welcome back" (issue 31, item 10).
describe('the greeting on the events page', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0);

  it('welcomes an account made today, not back', () => {
    expect(greetingFor({ firstName: 'Ada', createdAt: Math.floor(now / 1000) - 60 }, now)).toBe('Welcome, Ada');
    expect(greetingFor({ firstName: 'Ada', createdAt: now - 5_000 }, now)).toBe('Welcome, Ada');
  });

  it('welcomes back an account older than a day, createdAt in seconds or milliseconds', () => {
    expect(greetingFor({ firstName: 'Ada', createdAt: (now - newAccountForMs) / 1000 }, now)).toBe('Welcome back, Ada');
    expect(greetingFor({ firstName: 'Ada', createdAt: now - 30 * newAccountForMs }, now)).toBe('Welcome back, Ada');
  });
});
