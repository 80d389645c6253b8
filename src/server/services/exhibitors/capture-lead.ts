import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { captureLeadInput, CaptureLeadResult, Lead, LeadRejection, updateLeadInput } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { exhibitorLeads } from '../../db/schema/exhibitor-leads.ts';
import { effectiveTime } from '../check-in/effective-time.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { minimumVersions } from '../personal-code/code-versions.ts';
import { loadLeads } from './lead-rows.ts';

const captureLeadOp = 'exhibitor.lead';

type Stored = { outcome: 'accepted' | 'duplicate'; leadId: string } | { outcome: 'rejected'; reason: LeadRejection };

export type CaptureLead = z.output<typeof captureLeadInput> & { scannerId: string };

/**
 * A scan at a stand, once per key (queued offline on the team's phone, replayed through the
 * outbox). The code is checked as the connections scan checks it (signature, revoked versions),
 * and must name a member of the event. The phone's scan time is held like a door scan's
 * (check-in's effectiveTime: no later than a few minutes past the server's now; the contract
 * refuses the year 2200 on). Scanning someone twice keeps one lead: a second scan's
 * note and rating fill in or replace the first's ("duplicate"). A refused code is an answer, not
 * an error, so the phone shows why and the queue moves on.
 */
export async function captureLead(db: Db, scan: CaptureLead, signer: CodeSigner, now: Date): Promise<CaptureLeadResult> {
  const { idempotencyKey, scannerId, ...payload } = scan;
  const stored = await applyOnce<Stored>(db, { accountId: scannerId, op: captureLeadOp, idempotencyKey, fingerprint: fingerprintPayload(payload) }, async (tx) => {
    const code = signer.check(scan.code);
    if (code.kind !== 'valid') return { outcome: 'rejected', reason: code.kind };
    const { accountId, version } = code.claim;
    if (accountId === scannerId) return { outcome: 'rejected', reason: 'self' };
    const minimum = (await minimumVersions(tx, [accountId])).get(accountId) ?? 1;
    if (version < minimum) return { outcome: 'rejected', reason: 'revoked' };
    const [member] = await tx
      .select({ accountId: eventMembers.accountId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, scan.eventId), eq(eventMembers.accountId, accountId)));
    if (!member) return { outcome: 'rejected', reason: 'not-attending' };
    const [row] = await tx
      .insert(exhibitorLeads)
      .values({ exhibitorId: scan.exhibitorId, eventId: scan.eventId, attendeeAccountId: accountId, scannedBy: scannerId, scannedAt: effectiveTime(new Date(scan.scannedAt), now).at, note: scan.note, rating: scan.rating, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [exhibitorLeads.exhibitorId, exhibitorLeads.attendeeAccountId],
        set: {
          note: sql`case when excluded.note <> '' then excluded.note else ${exhibitorLeads.note} end`,
          rating: sql`coalesce(excluded.rating, ${exhibitorLeads.rating})`,
          updatedAt: now,
        },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ id: exhibitorLeads.id, inserted: sql<boolean>`(xmax = 0)`.mapWith(Boolean) });
    return { outcome: row!.inserted ? 'accepted' : 'duplicate', leadId: row!.id };
  });
  if (stored.outcome === 'rejected') return stored;
  const [lead] = await loadLeads(db, scan.exhibitorId, stored.leadId);
  // Removed since (the stand or the attendee's account): the scan was applied, nothing is left to show.
  if (!lead) throw new DomainError('NOT_FOUND', 'This lead no longer exists');
  return { outcome: stored.outcome, lead };
}

const updateLeadOp = 'exhibitor.leadEdit';

export type UpdateLead = z.output<typeof updateLeadInput> & { accountId: string };

/**
 * The team edits a lead's note and rating (queued offline too), once per key: a late replay of an
 * older edit must not overwrite a newer one. The edit replaces both fields. A replay answers the
 * lead as it stands now.
 */
export async function updateLead(db: Db, edit: UpdateLead, now: Date): Promise<Lead> {
  const { idempotencyKey, accountId, ...payload } = edit;
  await applyOnce(db, { accountId, op: updateLeadOp, idempotencyKey, fingerprint: fingerprintPayload(payload) }, async (tx) => {
    const updated = await tx
      .update(exhibitorLeads)
      .set({ note: edit.note, rating: edit.rating, updatedAt: now })
      .where(and(eq(exhibitorLeads.id, edit.leadId), eq(exhibitorLeads.exhibitorId, edit.exhibitorId)))
      .returning({ id: exhibitorLeads.id });
    if (updated.length === 0) throw new DomainError('NOT_FOUND', 'This lead no longer exists');
    return { leadId: edit.leadId };
  });
  const [lead] = await loadLeads(db, edit.exhibitorId, edit.leadId);
  if (!lead) throw new DomainError('NOT_FOUND', 'This lead no longer exists');
  return lead;
}
