import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bingoMembersQuery } from '#client/lib/queries/bingo-queries.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { queueBingoScan } from '../bingo-queue.ts';
import { takeBingoScan, type BingoScanOutcome } from '../take-bingo-scan.ts';
import { useBingoCard } from './use-bingo-card.ts';
import { useBingoCodeKey } from './use-bingo-code-key.ts';

/** Judges a scanned code for one tile on the phone, then queues it (pending until the server confirms). */
export function useBingoScan(eventId: string, tileId: string) {
  const trpc = useTrpc();
  const key = useBingoCodeKey();
  const members = useQuery(bingoMembersQuery(trpc, eventId)).data?.members ?? null;
  const directory = useEventPack(eventId).pack.directory?.people ?? null;
  const myAccountId = useSessionStore((state) => state.account?.id);
  const { card, taken, states } = useBingoCard(eventId);
  const tile = card?.tiles.find((item) => item.id === tileId) ?? null;
  const [outcome, setOutcome] = useState<BingoScanOutcome | null>(null);

  const handleDecode = useCallback(
    async (text: string) => {
      if (!tile || !myAccountId) return;
      setOutcome({ kind: 'checking' });
      const mine = members?.find((member) => member.accountId === myAccountId);
      const me = (mine && directory?.[mine.attendeeId]) || { company: '' };
      const facts = { key, myAccountId, me, tile, members, directory, taken };
      setOutcome(await takeBingoScan(text, facts, (code, personName) => queueBingoScan(eventId, tileId, code, myAccountId, personName)));
    },
    [tile, myAccountId, members, directory, key, taken, eventId, tileId],
  );
  const standing = states.get(tileId) ?? null;
  return { tile, standing, outcome, handleDecode, reset: () => setOutcome(null), myAccountId };
}
