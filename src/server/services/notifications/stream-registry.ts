/**
 * The live notification streams this process holds, with two caps (0 = no cap):
 * - per account: a new stream closes that account's oldest one. A person with many tabs keeps
 *   the one they just opened live (refusing it instead would leave the tab they look at silent);
 *   someone opening thousands of streams of one account only ever holds the cap.
 * - per client address: beyond the cap a new stream is refused, since closing a stranger's
 *   stream behind the same address would let one client knock others off.
 * Streams are connections of this process, so counting in memory is exact; several instances
 * each apply the caps to what they hold.
 */
export interface StreamCaps {
  perAccount: number;
  perAddress: number;
}

export interface HeldStream {
  accountId: string;
  address: string;
  /** Ends the stream because a newer one of the same account took its place. */
  evict(): void;
}

type Admission = { admitted: true; release: () => void } | { admitted: false };

export interface StreamRegistry {
  admit(stream: HeldStream): Admission;
  /** How many streams the account holds here (for logs and tests). */
  countForAccount(accountId: string): number;
}

export function createStreamRegistry(caps: StreamCaps): StreamRegistry {
  // Oldest first, so the head is the one to close.
  const byAccount = new Map<string, HeldStream[]>();
  const byAddress = new Map<string, number>();

  const release = (stream: HeldStream) => {
    const held = byAccount.get(stream.accountId);
    const index = held?.indexOf(stream) ?? -1;
    if (!held || index === -1) return; // already released: closing twice is harmless
    held.splice(index, 1);
    if (held.length === 0) byAccount.delete(stream.accountId);
    const left = (byAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) byAddress.set(stream.address, left);
    else byAddress.delete(stream.address);
  };

  return {
    admit(stream) {
      const held = byAccount.get(stream.accountId) ?? [];
      const overflow = caps.perAccount > 0 ? Math.max(0, held.length - caps.perAccount + 1) : 0;
      const toClose = held.slice(0, overflow);
      // Closing this account's oldest stream may free a place at this very address.
      const freedHere = toClose.filter((old) => old.address === stream.address).length;
      const atAddress = (byAddress.get(stream.address) ?? 0) - freedHere;
      if (caps.perAddress > 0 && atAddress >= caps.perAddress) return { admitted: false };

      for (const old of toClose) {
        release(old);
        old.evict();
      }
      byAccount.set(stream.accountId, [...(byAccount.get(stream.accountId) ?? []), stream]);
      byAddress.set(stream.address, (byAddress.get(stream.address) ?? 0) + 1);
      return { admitted: true, release: () => release(stream) };
    },
    countForAccount: (accountId) => byAccount.get(accountId)?.length ?? 0,
  };
}
