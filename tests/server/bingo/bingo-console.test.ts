import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BingoMembers, MyStats } from '#shared/contracts/bingo.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { bingoScan, board, codeOf, fill, makeBingoScene, myCard, setupCard, threeByThree } from './bingo-scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('bingo for organizers', () => {
  it('refuses a card whose tile count does not match its size, and an interest tile without a tag', async () => {
    const s = await makeBingoScene(t);
    const short = await t.api.mutate('bingo.setup', { eventId: s.eventId, size: 4, tiles: threeByThree }, { token: s.organizer.token });
    expect(short.error?.data.code).toBe('BAD_REQUEST');
    const untagged = threeByThree.map((tile) => (tile.rule === 'interest' ? { ...tile, tag: null } : tile));
    const noTag = await t.api.mutate('bingo.setup', { eventId: s.eventId, size: 3, tiles: untagged }, { token: s.organizer.token });
    expect(noTag.error?.data.code).toBe('BAD_REQUEST');
  });

  it('lets attendees play but not set up, see the board or undo', async () => {
    const s = await makeBingoScene(t);
    const setup = await t.api.mutate('bingo.setup', { eventId: s.eventId, size: 3, tiles: threeByThree }, { token: s.ada.token });
    expect(setup.error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('bingo.board', { eventId: s.eventId }, { token: s.ada.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('bingo.card', { eventId: s.eventId }, { token: s.outsider.token })).error?.data.code).toBe('FORBIDDEN');
  });

  it('undoes a wrongly recorded tile: the fill goes, the board and the player see it, the line is taken back', async () => {
    const s = await makeBingoScene(t);
    const order = (await myCard(t.api, s.ada, s.eventId)).card!.tiles;
    const { results } = await fill(t.api, s.ada, s.eventId, [bingoScan(s.tile('speaker'), await codeOf(t.api, s.sam))]);
    const fillId = results[0]!.fill!.id;
    expect((await board(t.api, s.organizer, s.eventId)).fills.map((f) => [f.id, f.name, f.prompt, f.personName])).toEqual([[fillId, 'Ada Bingo', 'A speaker', 'Sam Bingo']]);
    const undo = await t.api.mutate<{ removed: boolean }>('bingo.undoFill', { eventId: s.eventId, fillId }, { token: s.organizer.token });
    expect(undo.data).toEqual({ removed: true });
    expect((await myCard(t.api, s.ada, s.eventId)).fills).toEqual([]);
    expect((await board(t.api, s.organizer, s.eventId)).fills).toEqual([]);
    // The tile is free again: Sam can fill it once more.
    expect((await fill(t.api, s.ada, s.eventId, [bingoScan(s.tile('speaker'), await codeOf(t.api, s.sam))])).results[0]!.outcome).toBe('accepted');
    expect(order).toHaveLength(9);
  });

  it('answers FEATURE_OFF when bingo is switched off', async () => {
    const s = await makeBingoScene(t, { enableBingo: false });
    const response = await t.api.query('bingo.card', { eventId: s.eventId }, { token: s.ada.token });
    expect(response.error?.data).toMatchObject({ code: 'FORBIDDEN', reason: 'FEATURE_OFF' });
  });

  it('lists every member with the lowest code version still valid', async () => {
    const s = await makeBingoScene(t);
    await t.api.mutate('personalCode.regenerate', undefined, { token: s.cy.token });
    const { data } = await t.api.query<BingoMembers>('bingo.members', { eventId: s.eventId }, { token: s.ada.token });
    expect(data.members).toHaveLength(4);
    expect(data.members.find((member) => member.accountId === s.cy.account.id)?.minVersion).toBe(2);
    expect(data.members.find((member) => member.accountId === s.sam.account.id)?.minVersion).toBe(1);
  });

  it('counts my own numbers on /stats: tiles, connections', async () => {
    const s = await makeBingoScene(t);
    await fill(t.api, s.ada, s.eventId, [bingoScan(s.tile('speaker'), await codeOf(t.api, s.sam))]);
    await t.api.mutate('connection.create', { scans: [{ idempotencyKey: 'stats-connect-1', code: await codeOf(t.api, s.sam), scannedAt: Date.now(), eventId: s.eventId }] }, { token: s.ada.token });
    const { data } = await t.api.query<MyStats>('bingo.myStats', undefined, { token: s.ada.token });
    expect(data).toMatchObject({ bingoTiles: 1, bingoLines: 0, bingoCards: 0, connections: 1, points: 0 });
    const other = await t.api.query<MyStats>('bingo.myStats', undefined, { token: s.cy.token });
    expect(other.data).toMatchObject({ bingoTiles: 0, connections: 0 });
  });

  it('keeps a tile’s fills when the card is saved again with its id', async () => {
    const s = await makeBingoScene(t);
    await fill(t.api, s.ada, s.eventId, [bingoScan(s.tile('speaker'), await codeOf(t.api, s.sam))]);
    const same = s.card.tiles.map((tile) => ({ id: tile.id, prompt: tile.prompt, rule: tile.rule, tag: tile.tag }));
    await setupCard(t.api, s.organizer, s.eventId, same);
    expect((await myCard(t.api, s.ada, s.eventId)).fills).toHaveLength(1);
    await setupCard(t.api, s.organizer, s.eventId, threeByThree);
    expect((await myCard(t.api, s.ada, s.eventId)).fills).toHaveLength(0);
  });
});
