// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { firstScreenPrefix, forgetFirstScreens, maxFirstScreenChars, readFirstScreen, savedAccountId, writeFirstScreen } from '#client/lib/first-screen/first-screen-record.ts';
import { saveSession } from '#client/stores/saved-session.ts';
import { makeAccount } from '../helpers/factories.ts';

const me = '5eed0000-0000-4000-8000-0000000000a1';
const other = '5eed0000-0000-4000-8000-0000000000a2';
const path = '/event/e1/attendees?filter=all';
const css = '/assets/index-abc.css';
const record = (overrides: Partial<Parameters<typeof writeFirstScreen>[0]> = {}) => ({ accountId: me, path, css, html: '<ul><li>Ada</li></ul>', savedAt: 1, ...overrides });
const ours = () => Object.keys(localStorage).filter((key) => key.startsWith(firstScreenPrefix));

beforeEach(() => localStorage.clear());

describe('saved first screens (localStorage)', () => {
  it('reads back what was saved, for the same account, address and stylesheet only', () => {
    writeFirstScreen(record());
    expect(readFirstScreen(me, path, css)?.html).toBe('<ul><li>Ada</li></ul>');
    expect(readFirstScreen(other, path, css)).toBeNull();
    expect(readFirstScreen(me, '/event/e1/attendees?filter=speakers', css)).toBeNull();
    // A new build's stylesheet may not have the saved markup's classes.
    expect(readFirstScreen(me, path, '/assets/index-new.css')).toBeNull();
  });

  it('ignores records that are not its own shape (another version, wrong types, malformed, too large)', () => {
    const key = `${firstScreenPrefix}${me}:${path}`;
    const good = { v: 1, accountId: me, path, css, html: '<p>x</p>', savedAt: 1 };
    for (const bad of [{ ...good, v: 2 }, { ...good, html: 42 }, { ...good, savedAt: 'yesterday' }, { ...good, accountId: other }, { ...good, html: 'x'.repeat(maxFirstScreenChars + 1) }]) {
      localStorage.setItem(key, JSON.stringify(bad));
      expect(readFirstScreen(me, path, css), JSON.stringify(bad).slice(0, 60)).toBeNull();
    }
    localStorage.setItem(key, '{not json');
    expect(readFirstScreen(me, path, css)).toBeNull();
    localStorage.setItem(key, JSON.stringify(good));
    expect(readFirstScreen(me, path, css)?.html).toBe('<p>x</p>');
  });

  it('does not save a page far larger than a first screen', () => {
    writeFirstScreen(record({ html: 'x'.repeat(maxFirstScreenChars + 1) }));
    expect(ours()).toEqual([]);
  });

  it('keeps the four newest, dropping the oldest first', () => {
    for (let i = 1; i <= 6; i++) writeFirstScreen(record({ path: `/event/e${i}/attendees?filter=all`, savedAt: i }));
    const kept = ours().map((key) => key.slice(`${firstScreenPrefix}${me}:`.length));
    expect(kept.sort()).toEqual([3, 4, 5, 6].map((i) => `/event/e${i}/attendees?filter=all`));
  });

  it('forgets every saved first screen at sign-out, and nothing else', () => {
    writeFirstScreen(record());
    writeFirstScreen(record({ accountId: other }));
    localStorage.setItem('hallway-color-mode', 'dark');
    forgetFirstScreens();
    expect(ours()).toEqual([]);
    expect(localStorage.getItem('hallway-color-mode')).toBe('dark');
  });

  it('finds the signed-in account in the saved session hint, and nobody without one', () => {
    expect(savedAccountId()).toBeNull();
    saveSession(makeAccount({ id: me }));
    expect(savedAccountId()).toBe(me);
    localStorage.setItem('hallway-session', JSON.stringify({ version: 2, signedIn: true, account: { id: me } }));
    expect(savedAccountId()).toBeNull();
  });
});
