import type { ImportPreview } from '#shared/contracts/people.ts';

export type ImportReadiness =
  | { canImport: true; changes: number }
  | { canImport: false; reason: 'errors'; errorRows: number }
  | { canImport: false; reason: 'nothing' };

/**
 * Whether a checked file may be imported. Any row with a problem blocks the whole file (the
 * server imports all or nothing); a file that changes nobody has nothing to import.
 */
export function importReadiness(preview: ImportPreview): ImportReadiness {
  if (preview.counts.error > 0) return { canImport: false, reason: 'errors', errorRows: preview.counts.error };
  const changes = preview.counts.new + preview.counts.update;
  if (changes === 0) return { canImport: false, reason: 'nothing' };
  return { canImport: true, changes };
}

export const maxCsvCharacters = 5_000_000;
