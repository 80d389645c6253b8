import { create } from 'zustand';

// Scans the server refused, per tile, until the player scans that tile again. Kept in memory: the
// outbox's sync report keeps every refusal with its reason on the device as well.

interface Refusal {
  tileId: string;
  message: string;
}
interface RefusalState {
  byTile: Record<string, Refusal>;
}

export const useBingoRefusals = create<RefusalState>()(() => ({ byTile: {} }));

export function recordBingoRefusal(tileId: string, message: string): void {
  useBingoRefusals.setState((state) => ({ byTile: { ...state.byTile, [tileId]: { tileId, message } } }));
}

export function clearBingoRefusal(tileId: string): void {
  useBingoRefusals.setState((state) => {
    const { [tileId]: _gone, ...rest } = state.byTile;
    return { byTile: rest };
  });
}
