import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BingoTile } from '#shared/contracts/bingo.ts';
import { encodePersonalCode } from '#shared/rules/personal-code.ts';
import { OutboxFullError } from '#client/offline/outbox-errors.ts';
import { scanNotSavedText, takeBingoScan } from '#client/features/bingo/take-bingo-scan.ts';
import type { BingoJudgeFacts } from '#client/features/bingo/judge-scan.ts';

// A bingo scan whose storing fails on the phone is said to be not saved: WebKit once left a tile at
// "Checking the code…" for good (issue 34, flow 5), because nothing caught the failure.

const me = randomUUID();
const tile: BingoTile = { id: randomUUID(), prompt: 'Anyone', rule: 'anyone', tag: null };
// No saved key and no member list: the phone reads the code's shape and leaves the rest to the server.
const facts: BingoJudgeFacts = { key: null, myAccountId: me, me: { company: '' }, tile, members: null, directory: null, taken: new Map() };
const code = encodePersonalCode({ accountId: randomUUID(), version: 1 }, new Uint8Array(64));

describe('taking a bingo scan on the phone', () => {
  it('queues a well-formed code and says so', async () => {
    const queued: string[] = [];
    const outcome = await takeBingoScan(` ${code} `, facts, async (text) => void queued.push(text));
    expect(outcome).toEqual({ kind: 'queued', name: null, code, verified: false });
    expect(queued).toEqual([code]);
  });

  it('says the scan was not saved when the phone cannot store it (storage full)', async () => {
    const outcome = await takeBingoScan(code, facts, () => Promise.reject(new OutboxFullError(new DOMException('full', 'QuotaExceededError'))));
    expect(outcome).toEqual({ kind: 'refused', message: new OutboxFullError(null).message });
  });

  it('says the scan was not saved when storing fails in any other way', async () => {
    const outcome = await takeBingoScan(code, facts, () => Promise.reject(new Error('The transaction was aborted')));
    expect(outcome).toEqual({ kind: 'refused', message: scanNotSavedText });
  });

  it('refuses a code that is not a Hallway code without queueing anything', async () => {
    let calls = 0;
    const outcome = await takeBingoScan('https://example.com', facts, async () => void (calls += 1));
    expect(outcome.kind).toBe('refused');
    expect(calls).toBe(0);
  });
});
