import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedBingoCodes, type BingoCorpusScene } from '../../shared/bingo-code-corpus.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { bingoScan, codeOf, fill, makeBingoScene, myCard, type BingoScene } from './bingo-scene.ts';

// The corpus the phone refuses offline, sent to the server as a phone that skipped its own checks
// would: each refused for the same reason, no tile filled.

let t: TestServer;
let s: BingoScene;
let corpus: BingoCorpusScene;
beforeAll(async () => {
  t = await startTestServer();
  s = await makeBingoScene(t);
  const elsewhere = await insertEvent(t.db, { enableBingo: true });
  await addMember(t.db, elsewhere, s.outsider.account.id);
  const regenerated = await codeOf(t.api, s.cy);
  await t.api.mutate('personalCode.regenerate', undefined, { token: s.cy.token });
  const hidden = await registerTestAccount(t.api, { firstName: 'Nia', lastName: 'Bingo' });
  await addMember(t.db, s.eventId, hidden.account.id);
  await t.api.mutate('profile.update', { visibility: 'nobody' }, { token: hidden.token });
  corpus = { fitting: await codeOf(t.api, s.sam), own: await codeOf(t.api, s.ada), otherEvent: await codeOf(t.api, s.outsider), regenerated, hidden: await codeOf(t.api, hidden) };
});
afterAll(() => t.stop());

describe('the server re-checks every personal code of a bingo scan', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('refuses corpus entry %i for the phone’s reason', async (index) => {
    const entry = refusedBingoCodes(corpus)[index]!;
    const { results } = await fill(t.api, s.ada, s.eventId, [bingoScan(s.card.tiles.find((tile) => tile.rule === 'anyone')!.id, entry.code)]);
    expect({ name: entry.name, outcome: results[0]?.outcome, reason: results[0]?.reason }).toEqual({ name: entry.name, outcome: 'rejected', reason: entry.reason });
  });

  it('has a case for every entry of the corpus', () => {
    expect(refusedBingoCodes(corpus)).toHaveLength(11);
  });

  it('filled nothing for them, and accepts the real code; the same code again is a duplicate', async () => {
    expect((await myCard(t.api, s.ada, s.eventId)).fills).toEqual([]);
    const tileId = s.tile('speaker');
    expect((await fill(t.api, s.ada, s.eventId, [bingoScan(tileId, corpus.fitting)])).results[0]).toMatchObject({ outcome: 'accepted' });
    expect((await fill(t.api, s.ada, s.eventId, [bingoScan(tileId, corpus.fitting)])).results[0]).toMatchObject({ outcome: 'duplicate' });
    expect((await myCard(t.api, s.ada, s.eventId)).fills).toHaveLength(1);
  });
});
