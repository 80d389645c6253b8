// Who has an account could be read off the answers: register said "An account with this
// email already exists", forgotPassword took measurably longer for a known email (its mail
// was written before the answer), and profile.update told "taken" for any handle, as often
// as asked. Now: register's refusal names nothing, hashes the password as a new account's does,
// and mails the owner; sign-in checks a password against a hash for an unknown email too;
// forgotPassword answers before any reset work; and handle tries are capped per account.
// No clock here: the work is watched where the server does it (the argon2 calls, the reset work
// held back), so a busy machine cannot fail these tests.
import type * as argon2Module from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as passwordReset from '#server/services/accounts/password-reset.ts';
import type { Profile, ProfileInput } from '#shared/contracts/profile.ts';
import { registerTestAccount, uniqueEmail } from '../helpers/accounts.ts';
import { readOutbox, waitForMail } from '../helpers/dev-mail.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { ApiResponse } from '../helpers/trpc-http.ts';

// The password work, counted where it is done: argon2's hash and verify, each still doing the real work.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof argon2Module>();
  return { ...argon2, hash: vi.fn(argon2.hash), verify: vi.fn(argon2.verify) };
});

// The reset work forgotPassword starts after its answer, held back while `gate` is pending.
const heldResetWork = vi.hoisted(() => ({ gate: Promise.resolve() }));
vi.mock('#server/services/accounts/password-reset.ts', async (importOriginal) => {
  const original = await importOriginal<typeof passwordReset>();
  return {
    ...original,
    requestPasswordReset: async (...args: Parameters<typeof original.requestPasswordReset>) => {
      await heldResetWork.gate;
      return original.requestPasswordReset(...args);
    },
  };
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    env: { PUBLIC_URL: 'https://hallway.example', RATE_LIMIT_FORGOT_PER_EMAIL: '2', RATE_LIMIT_HANDLE_CHANGE_PER_ACCOUNT: '3' },
  });
});
afterAll(() => t.stop());

/**
 * What a caller can see of an answer: status, body and headers, but for what differs on every
 * request whoever asks (the Date header, and the request's trace id in its header and its body).
 */
function seen(response: ApiResponse) {
  const traceId = response.headers.get('trace-id');
  const body = JSON.stringify(response.raw);
  return {
    status: response.status,
    body: JSON.parse(traceId ? body.replaceAll(traceId, '(this request)') : body) as unknown,
    headers: [...response.headers].filter(([name]) => name !== 'date' && name !== 'trace-id'),
  };
}

/** The calls `work` makes to `spy` for this password (argon2 calls elsewhere, such as the accounts a test sets up, are left out). */
async function callsFor<T>(spy: typeof hash | typeof verify, matches: (args: unknown[]) => boolean, work: () => Promise<T>) {
  vi.mocked(spy).mockClear();
  const result = await work();
  return { result, calls: vi.mocked(spy).mock.calls.filter((args) => matches(args)) };
}

const guess = 'a guess at a password';
const registration = (email: string) => ({ firstName: 'Mallory', lastName: 'Probe', email, password: guess });

describe('account.register with an email that has an account', () => {
  it('refuses without saying that the account exists, signs nobody in, and mails the owner', async () => {
    const owner = await registerTestAccount(t.api);
    const response = await t.api.mutate('account.register', registration(owner.email.toUpperCase()));
    expect(response.error?.data.code).toBe('CONFLICT');
    expect(response.error?.message).not.toMatch(/exist|already|registered|taken/i);
    expect(response.headers.getSetCookie()).toEqual([]);

    const [notice] = await waitForMail(t.api, owner.email);
    expect(notice?.subject).toMatch(/tried to register/i);
    expect(notice?.text).toContain('https://hallway.example/sign-in');
    expect(notice?.text).toContain('https://hallway.example/forgot-password');
    expect(notice?.text).not.toContain(guess);
  });

  it('hashes the password as a new registration does, and answers only once the hash is done', async () => {
    const owner = await registerTestAccount(t.api);
    const isGuess = ([password]: unknown[]) => password === guess;
    const created = await callsFor(hash, isGuess, () => t.api.mutate('account.register', registration(uniqueEmail('new'))));
    expect(created.result.status).toBe(200);
    const refused = await callsFor(hash, isGuess, () => t.api.mutate('account.register', registration(owner.email)));
    expect(refused.result.error?.data.code).toBe('CONFLICT');
    // The same argon2 hash of the same password, with the same options: the same work.
    expect(refused.calls).toHaveLength(1);
    expect(refused.calls).toEqual(created.calls);
    // The refusal waits for that hash: a hash that fails fails the refusal instead of letting it answer first.
    vi.mocked(hash).mockImplementationOnce(() => Promise.reject(new Error('hashing failed (test)')));
    const failed = await t.api.mutate('account.register', registration(owner.email));
    expect(failed.error?.data.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('mails the owner no more often than reset mails are allowed', async () => {
    const owner = await registerTestAccount(t.api);
    for (let attempt = 0; attempt < 3; attempt += 1) await t.api.mutate('account.register', registration(owner.email));
    await waitForMail(t.api, owner.email, 2);
    // A later mail to someone else has landed: the third notice, had it been sent, would have too.
    const sentinel = await registerTestAccount(t.api);
    await t.api.mutate('account.register', registration(sentinel.email));
    await waitForMail(t.api, sentinel.email);
    expect(await readOutbox(t.api, owner.email)).toHaveLength(2);
  });
});

describe('account.signIn with an email that has no account', () => {
  it('checks the password against a hash of the same cost, and answers exactly as for a wrong password', async () => {
    const { email } = await registerTestAccount(t.api);
    const isGuess = ([, password]: unknown[]) => password === guess;
    const wrongPassword = await callsFor(verify, isGuess, () => t.api.mutate('account.signIn', { email, password: guess }));
    const unknownEmail = await callsFor(verify, isGuess, () => t.api.mutate('account.signIn', { email: uniqueEmail('ghost'), password: guess }));
    expect(wrongPassword.calls).toHaveLength(1);
    expect(unknownEmail.calls).toHaveLength(1);
    // argon2id with the same memory, time and lanes as a stored hash: verifying costs the same.
    const cost = (stored: unknown) => /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/.exec(String(stored))?.[0];
    expect(cost(wrongPassword.calls[0]![0])).toMatch(/^\$argon2id\$/);
    expect(cost(unknownEmail.calls[0]![0])).toBe(cost(wrongPassword.calls[0]![0]));
    expect(wrongPassword.result.status).toBe(401);
    expect(seen(unknownEmail.result)).toEqual(seen(wrongPassword.result));
  });
});

describe('account.forgotPassword', () => {
  it('answers before any reset or mail work, and the same for a known email as for an unknown one', async () => {
    const { email } = await registerTestAccount(t.api);
    let release = () => {};
    heldResetWork.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      // The reset work cannot finish while the gate is shut: were either answer to wait for it, it would never come.
      const unknown = await t.api.mutate('account.forgotPassword', { email: uniqueEmail('ghost') });
      const known = await t.api.mutate('account.forgotPassword', { email });
      expect(known.status).toBe(200);
      expect(seen(known)).toEqual(seen(unknown));
      expect(await readOutbox(t.api, email)).toEqual([]);
    } finally {
      release();
      heldResetWork.gate = Promise.resolve();
    }
    const [mail] = await waitForMail(t.api, email);
    expect(mail?.text).toContain('/reset-password?token=');
  });
});

describe('profile.update with a handle someone else has', () => {
  const input = { headline: '', company: '', bio: '', interests: [], lookingFor: [], offers: [], visibility: 'everyone', links: [] } satisfies ProfileInput;
  const update = (token: string, handle?: string) => t.api.mutate<Profile>('profile.update', { ...input, ...(handle ? { handle } : {}) }, { token });

  it('tells the person choosing it, a few tries per window, then asks them to wait', async () => {
    const prober = await registerTestAccount(t.api);
    const codes: string[] = [];
    for (const handle of ['probe-one', 'probe-two', 'probe-three', 'probe-four']) {
      await registerTestAccount(t.api).then(async (owner) => update(owner.token, handle));
      codes.push((await update(prober.token, handle)).error?.data.code ?? 'OK');
    }
    expect(codes).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'TOO_MANY_REQUESTS']);
    // Saving the rest of the profile, handle unchanged, is never held back.
    expect((await update(prober.token)).status).toBe(200);
    t.clock.advance(901);
    try {
      expect((await update(prober.token, 'probe-four')).error?.data.code).toBe('CONFLICT');
    } finally {
      t.clock.advance(-901);
    }
  });
});
