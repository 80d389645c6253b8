import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shuffleTiles } from '#shared/rules/bingo-tiles.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { addMember } from '../factories/events.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { bingoScan, board, codeOf, fill, makeBingoScene, myCard, type BingoScene } from './bingo-scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('bingo.fill', () => {
  let s: BingoScene;
  beforeAll(async () => {
    s = await makeBingoScene(t);
  });

  it('shows each player their own stable shuffle of the card', async () => {
    const first = await myCard(t.api, s.ada, s.eventId);
    const again = await myCard(t.api, s.ada, s.eventId);
    const other = await myCard(t.api, s.cy, s.eventId);
    const ids = first.card!.tiles.map((tile) => tile.id);
    expect(again.card!.tiles.map((tile) => tile.id)).toEqual(ids);
    expect(ids).toEqual(shuffleTiles(s.card.tiles.map((tile) => tile.id), s.ada.account.id, s.card.id));
    expect([...ids].sort()).toEqual(s.card.tiles.map((tile) => tile.id).sort());
    expect(other.card!.tiles.map((tile) => tile.id)).not.toEqual(ids);
  });

  it('fills a tile with a person who fits it, and refuses one who does not, with the reason', async () => {
    const sam = await codeOf(t.api, s.sam);
    const cy = await codeOf(t.api, s.cy);
    const { results } = await fill(t.api, s.ada, s.eventId, [
      bingoScan(s.tile('speaker'), sam),
      bingoScan(s.tile('mentoring'), cy),
      bingoScan(s.tile('other-organization'), cy),
    ]);
    expect(results.map((result) => [result.outcome, result.reason])).toEqual([
      ['accepted', null],
      ['rejected', 'misfit'],
      // Cy's company is Ada's, in other letters and spacing.
      ['rejected', 'misfit'],
    ]);
    expect(results[0]!.fill).toMatchObject({ tileId: s.tile('speaker'), personId: s.sam.account.id, personName: 'Sam Bingo', clockFlagged: false });
  });

  it('lets one person fill only one tile of a card, and a tile hold one person', async () => {
    const sam = await codeOf(t.api, s.sam);
    const cy = await codeOf(t.api, s.cy);
    const { results } = await fill(t.api, s.ada, s.eventId, [bingoScan(s.tile('mentoring'), sam), bingoScan(s.tile('speaker'), cy)]);
    expect(results.map((result) => result.reason)).toEqual(['person-used', 'misfit']);
    const anyone = s.card.tiles.filter((tile) => tile.rule === 'anyone').map((tile) => tile.id);
    const second = await fill(t.api, s.ada, s.eventId, [bingoScan(anyone[0]!, cy), bingoScan(anyone[0]!, sam)]);
    expect(second.results.map((result) => result.reason)).toEqual([null, 'tile-filled']);
    expect((await myCard(t.api, s.ada, s.eventId)).fills).toHaveLength(2);
  });

  it('counts two phones of one person scanning the same code once, and a replayed key answers as before', async () => {
    const p = await makeBingoScene(t);
    const sam = await codeOf(t.api, p.sam);
    const phoneA = bingoScan(p.tile('speaker'), sam);
    const phoneB = bingoScan(p.tile('speaker'), sam);
    const [a, b] = await Promise.all([fill(t.api, p.ada, p.eventId, [phoneA]), fill(t.api, p.ada, p.eventId, [phoneB])]);
    expect([a.results[0]!.outcome, b.results[0]!.outcome].sort()).toEqual(['accepted', 'duplicate']);
    expect(a.results[0]!.fill!.id).toBe(b.results[0]!.fill!.id);
    const replay = await fill(t.api, p.ada, p.eventId, [phoneA]);
    expect(replay.results[0]).toEqual(a.results[0]);
    expect((await myCard(t.api, p.ada, p.eventId)).fills).toHaveLength(1);
  });

  it('refuses a key reused for another scan, and changes nothing', async () => {
    const p = await makeBingoScene(t);
    const scan = bingoScan(p.tile('speaker'), await codeOf(t.api, p.sam));
    await fill(t.api, p.ada, p.eventId, [scan]);
    const reused = await fill(t.api, p.ada, p.eventId, [{ ...scan, tileId: p.tile('mentoring') }]);
    expect(reused.results[0]).toMatchObject({ outcome: 'rejected', reason: 'key-reused' });
    expect((await myCard(t.api, p.ada, p.eventId)).fills.map((f) => f.tileId)).toEqual([p.tile('speaker')]);
  });

  it('holds a device time in the future or days in the past to the believable window and flags it', async () => {
    const p = await makeBingoScene(t);
    const anyone = p.card.tiles.filter((tile) => tile.rule === 'anyone').map((tile) => tile.id);
    const before = t.clock.now().getTime();
    const { results } = await fill(t.api, p.ada, p.eventId, [
      bingoScan(anyone[0]!, await codeOf(t.api, p.sam), { scannedAt: before + 365 * 86_400_000 }),
      bingoScan(anyone[1]!, await codeOf(t.api, p.cy), { scannedAt: before - 30 * 86_400_000 }),
    ]);
    const [future, past] = results.map((result) => result.fill!);
    expect(future!.clockFlagged).toBe(true);
    expect(future!.scannedAt).toBeLessThanOrEqual(t.clock.now().getTime() + 5 * 60_000);
    expect(past!.clockFlagged).toBe(true);
    expect(past!.scannedAt).toBeGreaterThanOrEqual(before - 7 * 86_400_000);
  });

  it('records a line at the server time of the fill that completed it, then the full card; organizers see them in that order', async () => {
    const p = await makeBingoScene(t);
    // Six more members so Ada can fill all nine tiles.
    const extra = await Promise.all(Array.from({ length: 6 }, () => registerTestAccount(t.api)));
    for (const person of extra) await addMember(t.db, p.eventId, person.account.id);
    await t.api.mutate('profile.update', { company: 'Initech' }, { token: extra[0]!.token });
    const codes = [await codeOf(t.api, p.sam), ...(await Promise.all(extra.map((person) => codeOf(t.api, person))))];
    const order = (await myCard(t.api, p.ada, p.eventId)).card!.tiles;
    // Sam fits the speaker tile; the mentoring and rust tiles fit only Sam too, so they stay empty
    // until the card changes.
    const who = new Map<string, string>([[p.tile('speaker'), codes[0]!], [p.tile('other-organization'), codes[1]!]]);
    let next = 2;
    for (const tile of order) if (tile.rule === 'anyone') who.set(tile.id, codes[next++]!);
    const { completions } = await fill(t.api, p.ada, p.eventId, [...who].map(([tileId, code]) => bingoScan(tileId, code)));
    const boardNow = await board(t.api, p.organizer, p.eventId);
    // Two empty tiles can block two rows at most: seven of nine always make a line.
    expect(completions.map((c) => c.kind)).toEqual(['line']);
    expect(boardNow.completions).toMatchObject([{ accountId: p.ada.account.id, kind: 'line', name: 'Ada Bingo' }]);

    t.clock.advance(60);
    // The organizer makes the last two tiles 'anyone'; two more people complete the card.
    const tiles = p.card.tiles.map((tile) => (tile.rule === 'mentoring' || tile.rule === 'interest' ? { id: tile.id, prompt: 'Anyone else', rule: 'anyone' as const, tag: null } : { id: tile.id, prompt: tile.prompt, rule: tile.rule, tag: tile.tag }));
    await t.api.mutate('bingo.setup', { eventId: p.eventId, size: 3, tiles }, { token: p.organizer.token });
    const last = await Promise.all(Array.from({ length: 2 }, () => registerTestAccount(t.api)));
    for (const person of last) await addMember(t.db, p.eventId, person.account.id);
    const done = await fill(t.api, p.ada, p.eventId, [bingoScan(p.tile('mentoring'), await codeOf(t.api, last[0]!)), bingoScan(p.tile('interest'), await codeOf(t.api, last[1]!))]);
    expect(done.completions.map((c) => c.kind)).toEqual(['line', 'card']);
    const [line, card] = (await board(t.api, p.organizer, p.eventId)).completions;
    expect(card!.completedAt - line!.completedAt).toBeGreaterThanOrEqual(60_000);
  });
});
