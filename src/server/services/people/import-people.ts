import type { ImportPreview } from '#shared/contracts/people.ts';
import type { EventRow } from '../../db/schema/events.ts';
import type { ServerDeps } from '../../deps.ts';
import { DomainError } from '../domain-error.ts';
import type { MailMessage } from '../mail.ts';
import { applyPeopleChanges } from './apply-people-changes.ts';
import { loadRoster } from './event-roster.ts';
import { buildInvitationMails } from './invitation-mails.ts';
import { parsePeopleCsv, type ParsedPersonRow } from './parse-people-csv.ts';
import { outcomeOf, planPersonChange, type PersonChange } from './plan-people-changes.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'env' | 'publicUrl'>;

/** How many row errors a refused commit names in its message (the preview lists them all). */
const errorsInMessage = 5;

function readFile(csv: string): ParsedPersonRow[] {
  const parsed = parsePeopleCsv(csv);
  if (!parsed.ok) throw new DomainError('BAD_REQUEST', parsed.message);
  return parsed.rows;
}

function summarize(rows: ImportPreview['rows']): ImportPreview {
  const counts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return { rows, counts };
}

/** Every row with what saving it would do, or its errors. Pure apart from reading the roster. */
function planRows(rows: ParsedPersonRow[], roster: Awaited<ReturnType<typeof loadRoster>>, now: Date) {
  const changes: PersonChange[] = [];
  const preview = rows.map((row) => {
    if (!row.invite) return { row: row.row, email: row.email, outcome: 'error' as const, errors: row.errors };
    const change = planPersonChange(row.invite, roster.get(row.invite.email), now);
    changes.push(change);
    return { row: row.row, email: row.email, outcome: outcomeOf[change.action], errors: [] };
  });
  return { preview: summarize(preview), changes };
}

/** The preview: what importing the file would do, row by row. Writes nothing. */
export async function previewImport(deps: Deps, eventId: string, csv: string): Promise<ImportPreview> {
  const rows = readFile(csv);
  const roster = await loadRoster(deps.db, eventId);
  return planRows(rows, roster, deps.clock.now()).preview;
}

/**
 * Imports the whole file or nothing: any bad row refuses it with BAD_REQUEST naming the
 * errors. Plans and writes in ONE transaction (so the plan matches what is written), and
 * hands back the mails to send once it has committed. Importing the same file again
 * finds every row unchanged and sends nothing.
 */
export async function commitImport(
  deps: Deps,
  { event, invitedBy, csv }: { event: EventRow; invitedBy: string; csv: string },
): Promise<{ result: ImportPreview; mails: MailMessage[] }> {
  const rows = readFile(csv);
  const bad = rows.filter((row) => row.errors.length > 0);
  if (bad.length > 0) {
    const named = bad.slice(0, errorsInMessage).map((row) => `row ${row.row}: ${row.errors.join('; ')}`);
    const more = bad.length > errorsInMessage ? `; and ${bad.length - errorsInMessage} more` : '';
    throw new DomainError('BAD_REQUEST', `Nothing was imported: ${bad.length} ${bad.length === 1 ? 'row has' : 'rows have'} errors (${named.join('; ')}${more})`);
  }
  const now = deps.clock.now();
  const { result, invitations } = await deps.db.transaction(async (tx) => {
    const { preview, changes } = planRows(rows, await loadRoster(tx, event.id), now);
    const toMail = await applyPeopleChanges(tx, { eventId: event.id, invitedBy, now, changes });
    return { result: preview, invitations: toMail };
  });
  return { result, mails: buildInvitationMails(deps, event, invitations) };
}
