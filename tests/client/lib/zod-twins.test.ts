import { describe, expect, expectTypeOf, it } from 'vitest';
import { z as classic } from 'zod';
import * as mini from 'zod/mini';
import * as contract from '#shared/contracts/account.ts';
import { notificationSchema as contractNotification, notificationsStreamPayload as contractPayload } from '#shared/contracts/notification.ts';
import { accountSchema } from '#client/lib/account-schema.ts';
import { notificationSchema, notificationsStreamPayload } from '#client/stores/notification-schemas.ts';
import * as inputs from '#client/features/auth/account-inputs.ts';
import { makeAccount, makeNotification } from '../helpers/factories.ts';

// The page checks data with zod/mini twins of the shared contracts (classic zod would cost it
// ~25 kB gzip). Tests may load both: each twin must accept and refuse what its contract does.
function sameVerdicts(twin: mini.ZodMiniType, original: classic.ZodType, samples: unknown[]) {
  for (const sample of samples) {
    expect(twin.safeParse(sample).success, JSON.stringify(sample)).toBe(original.safeParse(sample).success);
  }
}

const link = { id: '5eed0000-0000-4000-8000-0000000000c1', label: 'Site', url: 'https://dana.example', icon: null, type: 'website' };

describe('zod/mini twins of the shared contracts', () => {
  it('account: same verdicts, same output type', () => {
    expectTypeOf<mini.output<typeof accountSchema>>().toEqualTypeOf<classic.output<typeof contract.accountSchema>>();
    const account = makeAccount();
    sameVerdicts(accountSchema, contract.accountSchema, [
      account,
      { ...account, links: [link] },
      { ...account, links: [{ ...link, label: undefined }] },
      { ...account, links: [{ ...link, label: 'x'.repeat(81) }] },
      { ...account, links: [{ ...link, url: 'javascript:alert(1)' }] },
      { ...account, links: [{ ...link, url: 'ftp://dana.example' }] },
      { ...account, links: [{ ...link, icon: { src: '/i.png' } }] },
      { ...account, links: [{ ...link, type: 'x'.repeat(41) }] },
      { ...account, picture: { src: '/uploads/p.webp' } },
      { ...account, picture: { src: '' } },
      { ...account, id: 'nope' },
      { ...account, createdAt: 1.5 },
      { ...account, createdAt: Number.MAX_SAFE_INTEGER + 2 },
      { ...account, email: null },
      null,
      'account',
    ]);
  });

  it('notifications: same verdicts, same output types', () => {
    expectTypeOf<mini.output<typeof notificationSchema>>().toEqualTypeOf<classic.output<typeof contractNotification>>();
    expectTypeOf<mini.output<typeof notificationsStreamPayload>>().toEqualTypeOf<classic.output<typeof contractPayload>>();
    const item = makeNotification();
    const items = [
      item,
      { ...item, deliveredAt: undefined },
      { ...item, payload: null },
      { ...item, payload: { programId: 7 } },
      { ...item, payload: { programId: true } },
      { ...item, read: 'yes' },
      { ...item, createdAt: '1795000000' },
      { ...item, topicName: undefined },
    ];
    sameVerdicts(notificationSchema, contractNotification, items);
    const page = { limit: 50, offset: 0 };
    sameVerdicts(notificationsStreamPayload, contractPayload, [
      { items: [item], total: 1, page },
      { items: [item], total: 1.5, page },
      { items: 'none', total: 1, page },
      { items: [], total: 0 },
      { items: [], total: 0, page: { limit: 'x', offset: 0 } },
    ]);
  });

  describe('account inputs: the same fields refused, with the contract wording where it has one', () => {
    const cases: Array<[string, mini.ZodMiniType, classic.ZodType, Array<Record<string, unknown>>]> = [
      [
        'register',
        inputs.registerInput,
        contract.registerInput,
        [
          { firstName: 'Dana', lastName: 'Demo', email: 'dana@example.test', password: 'long enough pass' },
          { firstName: ' ', lastName: '', email: 'nope', password: 'short' },
          { firstName: 'x'.repeat(81), lastName: 'Demo', email: ` ${'a'.repeat(250)}@example.test `, password: 'p'.repeat(201) },
          { firstName: 'Dana', lastName: 'Demo', email: ' Dana@Example.TEST ', password: 'long enough pass' },
          { firstName: 'Dana\u0000', lastName: 'Demo\n=1+1', email: 'dana@example.test', password: 'long enough pass' },
          { firstName: ' Dana\n', lastName: 'De\u202Emo', email: 'dana@example.test', password: 'long enough pass' },
          { firstName: 'Dana', lastName: 'Demo', email: 'dana@example.test', password: 'long enough\u0000pass' },
          { firstName: 'Dana', lastName: 'Demo', email: 'dana@example.test', password: 'long\tenough\u001bpass' },
        ],
      ],
      [
        'sign in',
        inputs.signInInput,
        contract.signInInput,
        [
          { email: 'dana@example.test', password: 'x' },
          { email: '', password: '' },
          { email: 'dana@example', password: 'p'.repeat(201) },
        ],
      ],
      ['forgot password', inputs.forgotPasswordInput, contract.forgotPasswordInput, [{ email: 'dana@example.test' }, { email: 'dana' }]],
      [
        'reset password',
        inputs.resetPasswordInput,
        contract.resetPasswordInput,
        [
          { token: 't'.repeat(40), password: 'long enough pass' },
          { token: 'short', password: 'short' },
          { token: 't'.repeat(201), password: 'long enough pass' },
          { token: 't'.repeat(40), password: 'long enough\u0000pass' },
        ],
      ],
    ];
    it.each(cases)('%s', (_name, twin, original, samples) => {
      for (const sample of samples) {
        const mine = twin.safeParse(sample);
        const theirs = original.safeParse(sample);
        expect(mine.success, JSON.stringify(sample)).toBe(theirs.success);
        if (mine.success || theirs.success) continue;
        const mineFields = mini.flattenError(mine.error).fieldErrors as Record<string, string[]>;
        const theirFields = classic.flattenError(theirs.error).fieldErrors as Record<string, string[]>;
        expect(Object.keys(mineFields).sort(), JSON.stringify(sample)).toEqual(Object.keys(theirFields).sort());
        for (const [field, messages] of Object.entries(theirFields)) {
          // Contract messages that are worded (not zod's defaults) must read the same.
          for (const message of messages.filter((m) => !/^(Too (big|small)|Invalid)/.test(m))) expect(mineFields[field]).toContain(message);
        }
      }
    });
  });
});
