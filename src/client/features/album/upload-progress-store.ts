import { create } from 'zustand';

// How far each photo upload has gone (0…1), by idempotency key, for the per-file progress bars.
// Only this tab's uploads show a moving bar; another tab's show as waiting.

interface UploadProgressState {
  fractions: Record<string, number>;
}

export const useUploadProgressStore = create<UploadProgressState>()(() => ({ fractions: {} }));

export function setUploadProgress(key: string, fraction: number): void {
  useUploadProgressStore.setState((state) => ({ fractions: { ...state.fractions, [key]: fraction } }));
}

export function clearUploadProgress(key: string): void {
  useUploadProgressStore.setState((state) => {
    if (!(key in state.fractions)) return state;
    const { [key]: _gone, ...rest } = state.fractions;
    return { fractions: rest };
  });
}
