import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BingoCard } from '#shared/contracts/bingo.ts';
import { bingoRules, bingoSizes, type BingoRule, type BingoSize } from '#shared/rules/bingo-tiles.ts';
import { errorText } from '#client/lib/error-text.ts';
import { bingoBoardQuery } from '#client/lib/queries/bingo-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useBingoBoard } from '../hooks/use-bingo-board.ts';

interface DraftTile {
  id?: string;
  prompt: string;
  rule: BingoRule;
  tag: string;
}

const ruleNames: Record<BingoRule, string> = {
  speaker: 'A speaker',
  mentoring: 'Offers mentoring',
  interest: 'Interested in a tag',
  'other-organization': 'From another organization',
  anyone: 'Anyone (free tile)',
};

const draftOf = (card: BingoCard | null, size: BingoSize): DraftTile[] =>
  Array.from({ length: size * size }, (_, index) => {
    const tile = card?.tiles[index];
    return tile ? { id: tile.id, prompt: tile.prompt, rule: tile.rule, tag: tile.tag ?? '' } : { prompt: 'Anyone', rule: 'anyone', tag: '' };
  });

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-CA', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The Games tab's bingo section: set up the card, completions live in order, undo a wrong fill. */
export function ConsoleBingo({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const board = useBingoBoard(eventId);
  const card = board.data?.card ?? null;
  const [size, setSize] = useState<BingoSize | null>(null);
  const [tiles, setTiles] = useState<DraftTile[] | null>(null);
  const shownSize = size ?? card?.size ?? 4;
  const shownTiles = tiles ?? draftOf(card, shownSize);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: bingoBoardQuery(trpc, eventId).queryKey });
  const save = useMutation(trpc.bingo.setup.mutationOptions({ onSuccess: () => { setTiles(null); setSize(null); void invalidate(); } }));
  const undo = useMutation(trpc.bingo.undoFill.mutationOptions({ onSuccess: () => void invalidate() }));
  const change = (index: number, patch: Partial<DraftTile>) => setTiles(shownTiles.map((tile, i) => (i === index ? { ...tile, ...patch } : tile)));

  return (
    <section aria-labelledby="console-bingo" className="flex flex-col gap-4">
      <h2 id="console-bingo" className="text-xl font-bold">Networking bingo</h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ eventId, size: shownSize, paused: card?.paused ?? false, tiles: shownTiles.map((tile) => ({ id: tile.id, prompt: tile.prompt, rule: tile.rule, tag: tile.rule === 'interest' ? tile.tag : null })) });
        }}
      >
        <label className="flex items-center gap-2 text-sm font-medium">
          Card size
          <select value={shownSize} onChange={(event) => { const next = Number(event.target.value) as BingoSize; setSize(next); setTiles(draftOf(card, next)); }} className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900">
            {bingoSizes.map((option) => <option key={option} value={option}>{option} × {option}</option>)}
          </select>
        </label>
        <ol className="grid gap-2 sm:grid-cols-2">
          {shownTiles.map((tile, index) => (
            <li key={tile.id ?? `new-${index}`} className="flex flex-wrap gap-2 rounded-lg border border-gray-200 p-2 dark:border-gray-700">
              <input aria-label={`Tile ${index + 1} prompt`} value={tile.prompt} maxLength={80} onChange={(event) => change(index, { prompt: event.target.value })} className="min-w-0 flex-1 rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900" />
              <select aria-label={`Tile ${index + 1} rule`} value={tile.rule} onChange={(event) => change(index, { rule: event.target.value as BingoRule })} className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900">
                {bingoRules.map((rule) => <option key={rule} value={rule}>{ruleNames[rule]}</option>)}
              </select>
              {tile.rule === 'interest' ? <input aria-label={`Tile ${index + 1} tag`} value={tile.tag} maxLength={40} onChange={(event) => change(index, { tag: event.target.value })} className="w-32 rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900" /> : null}
            </li>
          ))}
        </ol>
        {save.error ? <p role="alert" className="text-red-700 dark:text-red-300">{errorText(save.error)}</p> : null}
        <button type="submit" disabled={save.isPending} className="self-start rounded-lg bg-primary-600 px-4 py-2 font-semibold text-white dark:bg-primary-500">
          {card ? 'Save the card' : 'Set up the card'}
        </button>
      </form>
      <h3 className="font-semibold">Completions (first confirmed first)</h3>
      <ol aria-label="Bingo completions" className="flex flex-col gap-1 text-sm">
        {(board.data?.completions ?? []).map((row) => (
          <li key={`${row.accountId}-${row.kind}`}>{time(row.completedAt)} · {row.name} · {row.kind === 'card' ? 'full card' : 'line'}</li>
        ))}
      </ol>
      <h3 className="font-semibold">Latest tiles filled</h3>
      <ul aria-label="Bingo fills" className="flex flex-col gap-1 text-sm">
        {(board.data?.fills ?? []).map((fill) => (
          <li key={fill.id} className="flex flex-wrap items-center gap-2">
            <span>{time(fill.confirmedAt)} · {fill.name} → {fill.personName} for “{fill.prompt}”{fill.clockFlagged ? ' (device clock off)' : ''}</span>
            <button type="button" onClick={() => undo.mutate({ eventId, fillId: fill.id })} className="rounded border border-gray-400 px-2 py-0.5 dark:border-gray-500">
              Undo
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
