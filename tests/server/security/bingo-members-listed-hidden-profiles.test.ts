import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BingoMembers } from '#shared/contracts/bingo.ts';
import { addMember } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { bingoScan, codeOf, fill, makeBingoScene, type BingoScene } from '../bingo/bingo-scene.ts';

// bingo.members gave every attendee the account and directory ids of every member, those whose
// profile is seen by nobody included, and the server put such a person on a tile. They are now
// left out of the list, and the server refuses their code as the phone does: 'not-member'.

let t: TestServer;
let s: BingoScene;
let hidden: TestAccount;
let connectionsOnly: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  s = await makeBingoScene(t);
  hidden = await registerTestAccount(t.api, { firstName: 'Nia', lastName: 'Nobody' });
  connectionsOnly = await registerTestAccount(t.api, { firstName: 'Cora', lastName: 'Connections' });
  await addMember(t.db, s.eventId, hidden.account.id, 'attendee');
  await addMember(t.db, s.eventId, connectionsOnly.account.id, 'attendee');
  expect((await t.api.mutate('profile.update', { visibility: 'nobody' }, { token: hidden.token })).error).toBeUndefined();
  expect((await t.api.mutate('profile.update', { visibility: 'connections' }, { token: connectionsOnly.token })).error).toBeUndefined();
});
afterAll(() => t.stop());

const members = async (who: TestAccount) => {
  const answer = await t.api.query<BingoMembers>('bingo.members', { eventId: s.eventId }, { token: who.token });
  expect(answer.error).toBeUndefined();
  return answer.data.members.map((member) => member.accountId);
};

describe('bingo and profiles seen by nobody', () => {
  it('leaves them out of bingo.members for everyone else, and keeps the viewer’s own entry', async () => {
    const seenByAda = await members(s.ada);
    expect(seenByAda).not.toContain(hidden.account.id);
    expect(seenByAda).toEqual(expect.arrayContaining([s.ada.account.id, s.sam.account.id, s.cy.account.id, connectionsOnly.account.id]));
    expect(await members(hidden)).toContain(hidden.account.id);
  });

  it('refuses their code on a tile as the phone does, and still takes a connections-only member', async () => {
    const tileId = s.card.tiles.find((tile) => tile.rule === 'anyone')!.id;
    const refused = await fill(t.api, s.ada, s.eventId, [bingoScan(tileId, await codeOf(t.api, hidden))]);
    expect(refused.results[0]).toMatchObject({ outcome: 'rejected', reason: 'not-member', fill: null });
    const taken = await fill(t.api, s.ada, s.eventId, [bingoScan(tileId, await codeOf(t.api, connectionsOnly))]);
    expect(taken.results[0]).toMatchObject({ outcome: 'accepted' });
  });

  it('still lets them play: their own scans count', async () => {
    const tileId = s.tile('speaker');
    const played = await fill(t.api, hidden, s.eventId, [bingoScan(tileId, await codeOf(t.api, s.sam))]);
    expect(played.results[0]).toMatchObject({ outcome: 'accepted' });
  });
});
