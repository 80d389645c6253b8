import { expect } from 'vitest';
import type { BingoBoard, BingoCard, BingoScanResult, MyBingo } from '#shared/contracts/bingo.ts';
import type { BingoRule } from '#shared/rules/bingo-tiles.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, newKey } from '../helpers/personal-codes.ts';
import type { ApiClient } from '../helpers/trpc-http.ts';
import type { TestServer } from '../helpers/test-server.ts';

/**
 * An event with bingo on and a 3×3 card: an organizer, a player (Ada, from Acme), a speaker who
 * offers mentoring and likes rust (Sam, from Globex), an attendee of Ada's own company (Cy), and an
 * outsider who is not a member.
 */
export interface BingoScene {
  eventId: string;
  organizer: TestAccount;
  ada: TestAccount;
  sam: TestAccount;
  cy: TestAccount;
  outsider: TestAccount;
  card: BingoCard;
  tile(rule: BingoRule): string;
}

export const threeByThree: Array<{ prompt: string; rule: BingoRule; tag: string | null }> = [
  { prompt: 'A speaker', rule: 'speaker', tag: null },
  { prompt: 'Someone who offers mentoring', rule: 'mentoring', tag: null },
  { prompt: 'Someone into rust', rule: 'interest', tag: 'rust' },
  { prompt: 'Someone from another company', rule: 'other-organization', tag: null },
  { prompt: 'Anyone 1', rule: 'anyone', tag: null },
  { prompt: 'Anyone 2', rule: 'anyone', tag: null },
  { prompt: 'Anyone 3', rule: 'anyone', tag: null },
  { prompt: 'Anyone 4', rule: 'anyone', tag: null },
  { prompt: 'Anyone 5', rule: 'anyone', tag: null },
];

async function profile(api: ApiClient, who: TestAccount, values: Record<string, unknown>) {
  const response = await api.mutate('profile.update', values, { token: who.token });
  expect(response.error).toBeUndefined();
}

export async function makeBingoScene(t: TestServer, { enableBingo = true }: { enableBingo?: boolean } = {}): Promise<BingoScene> {
  const eventId = await insertEvent(t.db, { enableBingo });
  const [organizer, ada, sam, cy, outsider] = await Promise.all(
    ['Olga', 'Ada', 'Sam', 'Cy', 'Oscar'].map((firstName) => registerTestAccount(t.api, { firstName, lastName: 'Bingo' })),
  );
  await addMember(t.db, eventId, organizer!.account.id, 'organizer');
  await addMember(t.db, eventId, ada!.account.id, 'attendee');
  await addMember(t.db, eventId, sam!.account.id, 'speaker');
  await addMember(t.db, eventId, cy!.account.id, 'attendee');
  await profile(t.api, ada!, { company: 'Acme' });
  await profile(t.api, sam!, { company: 'Globex', offers: ['mentoring'], interests: ['rust'] });
  await profile(t.api, cy!, { company: 'acme ' });
  let card = null as BingoCard | null;
  if (enableBingo) card = await setupCard(t.api, organizer!, eventId, threeByThree);
  return {
    eventId,
    organizer: organizer!,
    ada: ada!,
    sam: sam!,
    cy: cy!,
    outsider: outsider!,
    card: card as BingoCard,
    tile: (rule) => (card as BingoCard).tiles.find((tile) => tile.rule === rule)!.id,
  };
}

export async function setupCard(api: ApiClient, who: TestAccount, eventId: string, tiles: Array<{ id?: string; prompt: string; rule: BingoRule; tag: string | null }>, size = 3): Promise<BingoCard> {
  const response = await api.mutate<BingoCard>('bingo.setup', { eventId, size, tiles }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data;
}

export const bingoScan = (tileId: string, code: string, overrides: Partial<{ idempotencyKey: string; scannedAt: number }> = {}) => ({
  idempotencyKey: newKey(),
  tileId,
  code,
  scannedAt: Date.now(),
  ...overrides,
});

export async function fill(api: ApiClient, who: TestAccount, eventId: string, scans: ReturnType<typeof bingoScan>[]): Promise<{ results: BingoScanResult[]; completions: MyBingo['completions'] }> {
  const response = await api.mutate<{ results: BingoScanResult[]; completions: MyBingo['completions'] }>('bingo.fill', { eventId, scans }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data;
}

export async function myCard(api: ApiClient, who: TestAccount, eventId: string): Promise<MyBingo> {
  const response = await api.query<MyBingo>('bingo.card', { eventId }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data;
}

export async function board(api: ApiClient, who: TestAccount, eventId: string): Promise<BingoBoard> {
  const response = await api.query<BingoBoard>('bingo.board', { eventId }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data;
}

export { codeOf };
