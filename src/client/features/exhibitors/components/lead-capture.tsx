import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CaptureLeadResult, Exhibitor } from '#shared/contracts/exhibitors.ts';
import { CameraScanner } from '#client/components/scanner/camera-scanner.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card, inputBase } from '#client/components/ui/form-styles.ts';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { errorText } from '#client/lib/error-text.ts';
import { leadsCsvQuery, leadsQuery } from '#client/lib/queries/exhibitors-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { overlayLeadEdits, queueLead, queueLeadEdit, readQueuedLeads } from '../exhibitor-outbox.ts';
import { useLeadPeople } from '../hooks/use-lead-people.ts';
import { LeadList } from './lead-list.tsx';
import { LeadPersonSummary } from './lead-person-summary.tsx';
import { RatingChoice } from './rating-choice.tsx';

/**
 * The team's lead scanner: read an attendee's personal code with the camera, see whose it is
 * (from the event pack, offline too), add a note and a 1-5 rating, and queue it (the code is
 * checked by the server when it arrives). The list shows the leads still in the outbox, then
 * those the server holds; the CSV comes from the server.
 */
export function LeadCapture({ eventId, exhibitor }: { eventId: string; exhibitor: Exhibitor }) {
  usePageTitle(`Leads: ${exhibitor.name}`);
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const accountId = useSessionStore((session) => session.account?.id ?? null);
  const leads = useQuery(leadsQuery(trpc, eventId, exhibitor.id));
  const outbox = useOutbox({ ops: ['exhibitor.lead', 'exhibitor.leadEdit'] });
  const [code, setCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();
  const identify = useLeadPeople(eventId, exhibitor.id);
  const pending = outbox.entries.filter((entry) => entry.state === 'pending').length;
  const shownLeads = useMemo(() => overlayLeadEdits(leads.data?.leads ?? [], outbox.entries, exhibitor.id), [leads.data?.leads, outbox.entries, exhibitor.id]);
  const queuedLeads = useMemo(() => readQueuedLeads(outbox.entries, exhibitor.id).map((lead) => ({ lead, found: identify(lead.code) })), [outbox.entries, exhibitor.id, identify]);
  const found = code === null ? null : identify(code);
  // A lead the server took replaces its outbox row at once (one row per lead id), before the list is asked again.
  useEffect(() => {
    const leadsKey = leadsQuery(trpc, eventId, exhibitor.id).queryKey;
    return subscribeOutboxResults('exhibitor.lead', (results) => {
      for (const result of results) {
        const answer = result.detail as CaptureLeadResult | undefined;
        if (answer?.outcome !== 'accepted' && answer?.outcome !== 'duplicate') continue;
        if ((result.payload as { exhibitorId?: unknown } | null)?.exhibitorId !== exhibitor.id) continue;
        queryClient.setQueryData(leadsKey, (list) => (list ? { ...list, leads: [answer.lead, ...list.leads.filter((lead) => lead.id !== answer.lead.id)] } : list));
      }
    });
  }, [queryClient, trpc, eventId, exhibitor.id]);
  // A lead scanned (or edited) offline is sent when the network returns: ask for the list again
  // once the outbox has fewer of them waiting, so it shows without a reload.
  const pendingBefore = useRef(pending);
  const { refetch } = leads;
  useEffect(() => {
    if (pending < pendingBefore.current) void refetch();
    pendingBefore.current = pending;
  }, [pending, refetch]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!code || !accountId) return;
    await queueLead(eventId, exhibitor.id, { code, note: note.trim(), rating }, accountId);
    setCode(null);
    setNote('');
    setRating(null);
    // Online, the lead shows once sent; the list is asked again after the outbox drains.
    setTimeout(() => void leads.refetch(), 1500);
  };
  const exportCsv = async () => {
    setProblem(null);
    try {
      const file = await queryClient.fetchQuery(leadsCsvQuery(trpc, eventId, exhibitor.id));
      downloadTextFile(file.filename, file.csv);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Link to="/event/$eventId/exhibitors" params={{ eventId }} search={{ exhibitor: exhibitor.id }} className="text-sm font-medium text-primary-700 dark:text-primary-300">
        ← {exhibitor.name}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Leads for {exhibitor.name}</h1>
      {code === null ? (
        <div className="aspect-square w-full max-w-md overflow-hidden rounded-2xl">
          <CameraScanner label="Scan an attendee's personal code" onDecode={(text) => setCode(text)} />
        </div>
      ) : (
        <form onSubmit={(event) => void save(event)} className={`${card} flex flex-col gap-3`} aria-label="New lead">
          {found ? <LeadPersonSummary found={found} as="h2" /> : null}
          {found?.kind === 'unknown' ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              This person is not in the event data saved on this phone: they may have joined since it was saved, or keep their profile to themselves. Save the lead as usual; it shows what they let others see once it is sent.
            </p>
          ) : null}
          {found?.kind === 'not-a-code' ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">This is not an attendee’s Hallway code, so it cannot be saved as a lead.</p>
          ) : (
            <>
              <label htmlFor={noteId} className="text-sm font-medium">Note</label>
              <textarea id={noteId} className={inputBase} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} rows={3} />
              <RatingChoice value={rating} onChange={setRating} />
            </>
          )}
          <div className="flex gap-2">
            {found?.kind === 'not-a-code' ? null : <button type="submit" className={buttonStyles.primary}>Save lead</button>}
            <button type="button" className={buttonStyles.ghost} onClick={() => setCode(null)}>{found?.kind === 'not-a-code' ? 'Scan again' : 'Cancel'}</button>
          </div>
        </form>
      )}
      {outbox.entries.filter((entry) => entry.state === 'failed' && entry.op === 'exhibitor.leadEdit').map((entry) => (
        <p key={entry.id} role="alert" className="text-red-700 dark:text-red-300">
          A note and rating were not saved: {entry.lastError?.message ?? 'refused by the server'}{' '}
          <button type="button" className="underline" onClick={() => outbox.retry(entry.id)}>Retry</button>{' '}
          <button type="button" className="underline" onClick={() => outbox.discard(entry.id)}>Discard</button>
        </p>
      ))}
      <section aria-labelledby="leads-heading" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id="leads-heading" className="font-bold">Leads</h2>
          <button type="button" className={buttonStyles.secondary} onClick={() => void exportCsv()}>Export CSV</button>
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
        <LeadList
          leads={shownLeads}
          queued={{ leads: queuedLeads, retry: outbox.retry, discard: outbox.discard }}
          onEdit={async (lead, change) => {
            if (!accountId) throw new Error('Sign in again to edit this lead.');
            await queueLeadEdit(eventId, exhibitor.id, { leadId: lead.id, ...change }, accountId);
          }}
        />
      </section>
    </div>
  );
}
