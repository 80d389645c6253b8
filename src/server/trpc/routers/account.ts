import { z } from 'zod';
import {
  accountSchema,
  authenticateInput,
  authenticateResult,
  forgotPasswordInput,
  registerInput,
  resetPasswordInput,
  signInInput,
  type AuthenticateResult,
} from '#shared/contracts/account.ts';
import { loadAccountDto } from '../../services/accounts/account-dto.ts';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-reset.ts';
import { mailRegistrationAttempt, registerAccount, registrationRefused } from '../../services/accounts/register-account.ts';
import { admitSignInAttempt, checkCredentials } from '../../services/accounts/sign-in.ts';
import { findAccountByToken, issueAccountToken, revokeAccountToken } from '../../services/auth/account-tokens.ts';
import { accountCookieOptions, clearAccountCookie, setAccountCookie } from '../../services/auth/auth-cookie.ts';
import { readDeviceCookie, setDeviceCookie } from '../../services/auth/device-cookie.ts';
import { runAfterReply } from '../../request/run-after-reply.ts';
import { consumeRateLimit } from '../../services/rate-limit.ts';
import type { Context } from '../context.ts';
import { router } from '../init.ts';
import { publicProcedure } from '../procedures.ts';

const accountOutput = z.object({ account: accountSchema });
const okOutput = z.object({ ok: z.literal(true) });

/** This device has shown it holds the account (its password, or a reset link): sign-in lets it through later. */
function rememberDevice(ctx: Context, accountId: string): Promise<void> {
  return setDeviceCookie(ctx.deps, ctx.reply, accountId, accountCookieOptions(ctx.deps.env, ctx.deps.publicUrl()));
}

/** Starts a fresh session: any token the caller already held is revoked (no session fixation). */
async function startSession(ctx: Context, accountId: string): Promise<void> {
  if (ctx.token) await revokeAccountToken(ctx.deps, ctx.token);
  const token = await issueAccountToken(ctx.deps, accountId);
  setAccountCookie(ctx.reply, token, accountCookieOptions(ctx.deps.env, ctx.deps.publicUrl()));
  await rememberDevice(ctx, accountId);
}

export const accountRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(accountOutput)
    .mutation(async ({ ctx, input }) => {
      await consumeRateLimit(ctx.deps, 'registerPerIp', ctx.ip);
      const outcome = await registerAccount(ctx.deps, input);
      if (!outcome.created) {
        runAfterReply(ctx.reply, ctx.request.log, 'Registration notice mail', () => mailRegistrationAttempt(ctx.deps, input.email));
        throw registrationRefused();
      }
      await startSession(ctx, outcome.account.id);
      return { account: await loadAccountDto(ctx.deps.db, outcome.account) };
    }),

  signIn: publicProcedure
    .input(signInInput)
    .output(accountOutput)
    .mutation(async ({ ctx, input }) => {
      await admitSignInAttempt(ctx.deps, { email: input.email, ip: ctx.ip, deviceCookie: readDeviceCookie(ctx.request) });
      const account = await checkCredentials(ctx.deps.db, input.email, input.password);
      await startSession(ctx, account.id);
      return { account: await loadAccountDto(ctx.deps.db, account) };
    }),

  // The device cookie stays: it names a device the owner has used, not a session, and opens
  // nothing by itself; keeping it is what lets the door staff who signed out between shifts back
  // in while a stranger is spending the email's allowance.
  signOut: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    if (ctx.token) await revokeAccountToken(ctx.deps, ctx.token);
    clearAccountCookie(ctx.reply, accountCookieOptions(ctx.deps.env, ctx.deps.publicUrl()));
    return { ok: true as const };
  }),

  /**
   * Never throws for a missing or bad token: the app asks at every start and reads the
   * success/error envelope. A token given in the input is used as given (an empty or malformed one fails);
   * without one, the header or cookie decides.
   */
  authenticate: publicProcedure
    // .catch keeps the client's input type but turns a malformed token into a failed answer instead of BAD_REQUEST.
    .input(z.catch(authenticateInput, { token: '' }))
    .output(authenticateResult)
    .query(async ({ ctx, input }): Promise<AuthenticateResult> => {
      const token = input?.token !== undefined ? input.token.trim() : ctx.token;
      if (!token) return { success: false, error: { message: 'Authentication token is required' } };
      const account = token === ctx.token ? ctx.account : await findAccountByToken(ctx.deps, token);
      if (!account) return { success: false, error: { message: 'Your session has expired. Please sign in again.' } };
      return { success: true, data: await loadAccountDto(ctx.deps.db, account) };
    }),

  /**
   * Always { ok: true }, at once: the link is made and mailed after the answer, so neither
   * the answer nor its timing says whether the email has an account.
   */
  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await consumeRateLimit(ctx.deps, 'forgotPerIp', ctx.ip);
      await consumeRateLimit(ctx.deps, 'forgotPerEmail', input.email);
      runAfterReply(ctx.reply, ctx.request.log, 'Password reset mail', () => requestPasswordReset(ctx.deps, input.email));
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const accountId = await resetPassword(ctx.deps, input.token, input.password, ctx.token);
      // Opening the mailed link proves the account is yours, as a password does.
      await rememberDevice(ctx, accountId);
      return { ok: true as const };
    }),
});
