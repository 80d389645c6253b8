import { describe, expect, it } from 'vitest';
import { chosenUnixSecondsSchema, cursorSchema, singleLine } from '#shared/contracts/common.ts';
import { registerInput } from '#shared/contracts/account.ts';
import { actedAtSchema } from '#shared/contracts/outbox.ts';
import { profileInput } from '#shared/contracts/profile.ts';
import { z } from 'zod';

// Every number a client sends as a time must be one the server can make a Date of.
const lastJavaScriptDate = 8.64e15;

describe('time inputs', () => {
  it('acted-at (device milliseconds): any positive time before 2200, a clock stuck in 1970 included', () => {
    expect(actedAtSchema.safeParse(1).success).toBe(true);
    expect(actedAtSchema.safeParse(Date.UTC(2199, 11, 31)).success).toBe(true);
    expect(actedAtSchema.safeParse(Date.UTC(2200, 0, 1) + 1).success).toBe(false);
    expect(actedAtSchema.safeParse(9e15).success).toBe(false);
    expect(actedAtSchema.safeParse(0).success).toBe(false);
  });

  it('since cursors: 0 up to 2200', () => {
    expect(cursorSchema.safeParse(0).success).toBe(true);
    expect(cursorSchema.safeParse(Date.now()).success).toBe(true);
    expect(cursorSchema.safeParse(lastJavaScriptDate + 1).success).toBe(false);
    expect(cursorSchema.safeParse(-1).success).toBe(false);
  });

  it('event and session times (seconds): the years 2000 to 2199, with a message people can act on', () => {
    expect(chosenUnixSecondsSchema.safeParse(Date.UTC(2000, 0, 1) / 1000).success).toBe(true);
    expect(chosenUnixSecondsSchema.safeParse(Date.UTC(2199, 11, 31) / 1000).success).toBe(true);
    const tooLate = chosenUnixSecondsSchema.safeParse(lastJavaScriptDate / 1000 + 1);
    expect(tooLate.error?.issues[0]?.message).toBe('Choose a date between the years 2000 and 2199');
    expect(chosenUnixSecondsSchema.safeParse(0).success).toBe(false);
  });
});

describe('text inputs', () => {
  it('check the text after trimming, so a pasted trailing line break is still fine', () => {
    const name = singleLine(z.string().trim().max(80));
    expect(name.parse('  Ada\n')).toBe('Ada');
    expect(name.safeParse('Ada\nLovelace').success).toBe(false);
  });

  it('reach the contracts: a name, a tag and a link address refuse a hidden line break or NUL', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', password: 'long enough pass' };
    expect(registerInput.safeParse(base).success).toBe(true);
    expect(registerInput.safeParse({ ...base, firstName: 'Ada\u0000' }).success).toBe(false);
    expect(profileInput.safeParse({ interests: ['rust\ntypescript'] }).success).toBe(false);
    // The URL check keeps a NUL (the URL parser would encode it), so it let one through alone.
    expect(profileInput.safeParse({ links: [{ url: 'https://example.test/\u0000' }] }).success).toBe(false);
    // Tabs and line breaks it removes itself: what is kept is clean.
    expect(profileInput.parse({ links: [{ url: 'https://exam\nple.test/' }] }).links[0]?.url).toBe('https://example.test/');
    expect(profileInput.safeParse({ bio: 'Line one\nline two' }).success).toBe(true);
  });
});
