import { describe, expect, it } from 'vitest';
import { forgetSavedSession, readSavedSession, saveSession, savedSessionKey } from '#client/stores/saved-session.ts';
import { makeAccount } from '../helpers/factories.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}
const stored = (record: unknown) => memoryStorage({ [savedSessionKey]: typeof record === 'string' ? record : JSON.stringify(record) });
const link = { id: '5eed0000-0000-4000-8000-0000000000c1', label: 'Site', url: 'https://dana.example', icon: null, type: 'website' };

describe('saved session hint (read back from localStorage)', () => {
  it('round-trips a version 1 record with the account', () => {
    const storage = memoryStorage();
    const account = makeAccount({ links: [link], picture: { src: '/uploads/a.webp' } });
    saveSession(account, storage);
    expect(JSON.parse(storage.values.get(savedSessionKey) ?? '')).toMatchObject({ version: 1, signedIn: true });
    expect(readSavedSession(storage)).toEqual(account);
  });

  it('ignores a record of another version, old or new', () => {
    for (const version of [0, 2, '1', undefined]) {
      expect(readSavedSession(stored({ version, signedIn: true, account: makeAccount() })), String(version)).toBeNull();
    }
  });

  it('ignores garbage: not JSON, not an object, not signed in, a broken account', () => {
    const broken = [
      '{"version":1,',
      'null',
      '"signed in"',
      '[1]',
      { version: 1, signedIn: false, account: makeAccount() },
      { version: 1, signedIn: true },
      { version: 1, signedIn: true, account: { ...makeAccount(), id: 'not-a-uuid' } },
      { version: 1, signedIn: true, account: { ...makeAccount(), firstName: 7 } },
      { version: 1, signedIn: true, account: { ...makeAccount(), createdAt: 1.5 } },
      { version: 1, signedIn: true, account: { ...makeAccount(), links: 'none' } },
      { version: 1, signedIn: true, account: { ...makeAccount(), links: [{ ...link, url: 'javascript:alert(1)' }] } },
      { version: 1, signedIn: true, account: { ...makeAccount(), picture: { src: '' } } },
    ];
    for (const record of broken) expect(readSavedSession(stored(record)), JSON.stringify(record)).toBeNull();
  });

  it('leaves a record it cannot read where it is (a newer build in another tab may own it)', () => {
    const storage = stored({ version: 2, signedIn: true, account: makeAccount() });
    readSavedSession(storage);
    expect(storage.values.has(savedSessionKey)).toBe(true);
  });

  it('fills a missing link label with the contract default', () => {
    const { label: _label, ...unlabelled } = link;
    expect(readSavedSession(stored({ version: 1, signedIn: true, account: makeAccount({ links: [unlabelled as typeof link] }) }))?.links[0]?.label).toBe('');
  });

  it('drops fields it does not know instead of passing them on', () => {
    const account = readSavedSession(stored({ version: 1, signedIn: true, account: { ...makeAccount(), token: 'secret' } }));
    expect(account).not.toHaveProperty('token');
  });

  it('copes with storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readSavedSession(throwing)).toBeNull();
    expect(() => saveSession(makeAccount(), throwing)).not.toThrow();
    expect(() => forgetSavedSession(throwing)).not.toThrow();
    expect(readSavedSession(null)).toBeNull();
  });
});
