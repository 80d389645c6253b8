import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { nextDate } from './session-form.ts';

// The programme file (src/shared/contracts/schedule-admin.ts, read by the server's
// parse-program-csv.ts): times in the event's zone, speakers as member emails joined by ";".
export const programCsvHeader = 'title,description,room,track,date,start,end,speakers,end date';

export const programTemplateFilename = 'hallway-schedule-template.csv';

/** The template, its examples from the event's first day: ordinary sessions, one past midnight, one over two days. */
export function programTemplate(firstDay: string): string {
  return [
    programCsvHeader,
    `Opening keynote,Welcome and the plan for the day,Main hall,Plenary,${firstDay},09:00,09:45,ada@example.com,`,
    `Rust workshop,"Bring a laptop; we pair up",Room B,Workshops,${firstDay},10:00,11:30,grace@example.com;alan@example.com,`,
    `Late-night hack,Runs past midnight: the end is earlier than the start,Lab,,${firstDay},22:00,01:00,,`,
    `Hackathon,Over two days: the end date says when it ends,Lab,,${firstDay},09:00,17:00,,${nextDate(firstDay)}`,
  ].join('\r\n');
}

export const programColumnsHelp =
  'One session per row, under a first row of column names: title, date (YYYY-MM-DD), start and end (HH:MM) are required; description, room, track and speakers (the emails of people in this event, separated by ;) are optional. Times are in the event’s time zone; an end earlier than the start runs past midnight, and an optional end date (YYYY-MM-DD) is for a session over several days. A row with the same title, date and start as a session already here updates it.';

/** The server's limit on the file's text (importProgramInput). */
export const maxProgramCsvCharacters = 2_000_000;

export type ProgramImportReadiness =
  | { canImport: true; changes: number }
  | { canImport: false; reason: 'errors'; errorRows: number }
  | { canImport: false; reason: 'nothing' };

/** All or nothing: any row with an error blocks the whole file; a file with no rows has nothing to import. */
export function programImportReadiness(preview: ImportProgramPreview): ProgramImportReadiness {
  if (preview.counts.error > 0) return { canImport: false, reason: 'errors', errorRows: preview.counts.error };
  const changes = preview.counts.new + preview.counts.update;
  if (changes === 0) return { canImport: false, reason: 'nothing' };
  return { canImport: true, changes };
}
