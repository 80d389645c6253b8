import type { BingoRejection } from '#shared/contracts/bingo.ts';

// Personal codes a bingo scan must refuse, offline on the phone and again on the server, each for
// the same reason (tests/client/bingo/judge-scan.test.ts, tests/server/bingo/scan-corpus.test.ts).

export interface BingoCorpusScene {
  /** A current code of someone at the event who fits the tile. */
  fitting: string;
  /** The scanner's own current code. */
  own: string;
  /** A current code of someone who is not at this event (a member of another event). */
  otherEvent: string;
  /** A code of a member that they have since regenerated (old codes are revoked). */
  regenerated: string;
  /** A current code of a member whose profile is seen by nobody (bingo.members leaves them out). */
  hidden: string;
}

/** One signature character changed: still well formed, no longer signed by the server. */
function forge(code: string): string {
  const index = code.length - 5;
  return code.slice(0, index) + (code[index] === 'A' ? 'B' : 'A') + code.slice(index + 1);
}

export function refusedBingoCodes(scene: BingoCorpusScene): Array<{ name: string; code: string; reason: BingoRejection }> {
  return [
    { name: 'forged signature', code: forge(scene.fitting), reason: 'forged' },
    { name: 'truncated', code: scene.fitting.slice(0, -8), reason: 'forged' },
    { name: 'one character added', code: `${scene.fitting}A`, reason: 'forged' },
    { name: 'lower-cased', code: scene.fitting.toLowerCase().replace('hw1:', 'HW1:'), reason: 'forged' },
    { name: 'another account inside a valid signature', code: scene.fitting.slice(0, 6) + scene.own.slice(6, 20) + scene.fitting.slice(20), reason: 'forged' },
    { name: 'a web address', code: 'https://example.com/HW1:AAAA', reason: 'not-hallway' },
    { name: 'another format', code: `HW2:${scene.fitting.slice(4)}`, reason: 'not-hallway' },
    { name: 'my own code', code: scene.own, reason: 'self' },
    { name: 'someone of another event', code: scene.otherEvent, reason: 'not-member' },
    { name: 'a regenerated (expired) code', code: scene.regenerated, reason: 'revoked' },
    { name: 'a member whose profile is seen by nobody', code: scene.hidden, reason: 'not-member' },
  ];
}
