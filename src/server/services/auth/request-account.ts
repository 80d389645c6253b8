import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../../db/schema/accounts.ts';
import type { ServerDeps } from '../../deps.ts';
import { findAccountByToken } from './account-tokens.ts';
import { readAccountToken } from './auth-cookie.ts';

/** Who is calling, for tRPC and plain routes alike (header or cookie). */
export async function resolveRequestAccount(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  request: FastifyRequest,
): Promise<{ token: string | null; account: AccountRow | null }> {
  const token = readAccountToken(request);
  const account = token ? await findAccountByToken(deps, token) : null;
  return { token, account };
}
