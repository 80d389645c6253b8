import { OutboxFullError } from '#client/offline/outbox-errors.ts';
import { bingoRefusalText } from './bingo-refusals.ts';
import { judgeBingoScan, type BingoJudgeFacts } from './judge-scan.ts';

export type BingoScanOutcome =
  | { kind: 'checking' }
  | { kind: 'queued'; name: string | null; code: string; verified: boolean }
  | { kind: 'refused'; message: string };

export const scanNotSavedText = 'Not saved: something went wrong on this device. Scan again.';

/**
 * A scanned text for one tile, judged on the phone and then queued. Whatever fails on the phone
 * (the signature check, storing the scan) is said, so the tile never stays at "Checking the code…".
 */
export async function takeBingoScan(
  text: string,
  facts: BingoJudgeFacts,
  queue: (code: string, personName: string) => Promise<unknown>,
): Promise<Exclude<BingoScanOutcome, { kind: 'checking' }>> {
  try {
    const judged = await judgeBingoScan(text, facts);
    if (judged.kind === 'refused') return { kind: 'refused', message: bingoRefusalText[judged.reason] };
    const name = judged.kind === 'fits' ? judged.name : null;
    await queue(text.trim(), name ?? 'someone');
    return { kind: 'queued', name, code: text.trim(), verified: judged.verified };
  } catch (error) {
    return { kind: 'refused', message: error instanceof OutboxFullError ? error.message : scanNotSavedText };
  }
}
