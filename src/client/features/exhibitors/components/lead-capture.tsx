import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Exhibitor } from '#shared/contracts/exhibitors.ts';
import { CameraScanner } from '#client/components/scanner/camera-scanner.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card, inputBase } from '#client/components/ui/form-styles.ts';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { errorText } from '#client/lib/error-text.ts';
import { leadsCsvQuery, leadsQuery } from '#client/lib/queries/exhibitors-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { overlayLeadEdits, queueLead, queueLeadEdit } from '../exhibitor-outbox.ts';
import { LeadList } from './lead-list.tsx';

/**
 * The team's lead scanner: read an attendee's personal code with the camera, add a note and a
 * 1-5 rating, and queue it (offline too: the code is checked by the server when it arrives). The
 * leads taken so far, and their CSV, come from the server.
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
  const pending = outbox.entries.filter((entry) => entry.state === 'pending').length;
  const pendingScans = outbox.entries.filter((entry) => entry.state === 'pending' && entry.op === 'exhibitor.lead').length;
  const shownLeads = useMemo(() => overlayLeadEdits(leads.data?.leads ?? [], outbox.entries, exhibitor.id), [leads.data?.leads, outbox.entries, exhibitor.id]);
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
        <form onSubmit={(event) => void save(event)} className={`${card} flex flex-col gap-3`} aria-labelledby="lead-form-heading">
          <h2 id="lead-form-heading" className="font-bold">Code read: add a note</h2>
          <label htmlFor={noteId} className="text-sm font-medium">Note</label>
          <textarea id={noteId} className={inputBase} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} rows={3} />
          <fieldset>
            <legend className="text-sm font-medium">Rating</legend>
            <div className="mt-1 flex gap-2">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-1">
                  <input type="radio" name="lead-rating" checked={rating === value} onChange={() => setRating(value)} />
                  {value}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex gap-2">
            <button type="submit" className={buttonStyles.primary}>Save lead</button>
            <button type="button" className={buttonStyles.ghost} onClick={() => setCode(null)}>Cancel</button>
          </div>
        </form>
      )}
      {pendingScans > 0 ? <p role="status">{pendingScans === 1 ? '1 lead waiting to be sent' : `${pendingScans} leads waiting to be sent`}</p> : null}
      {outbox.entries.filter((entry) => entry.state === 'failed').map((entry) => (
        <p key={entry.id} role="alert" className="text-red-700 dark:text-red-300">
          {entry.op === 'exhibitor.leadEdit' ? 'A note and rating were not saved' : 'A scan was refused'}: {entry.lastError?.message ?? 'refused by the server'}{' '}
          {entry.op === 'exhibitor.leadEdit' ? (
            <button type="button" className="underline" onClick={() => outbox.retry(entry.id)}>Retry</button>
          ) : null}{' '}
          <button type="button" className="underline" onClick={() => outbox.discard(entry.id)}>{entry.op === 'exhibitor.leadEdit' ? 'Discard' : 'Dismiss'}</button>
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
          onEdit={async (lead, change) => {
            if (!accountId) throw new Error('Sign in again to edit this lead.');
            await queueLeadEdit(eventId, exhibitor.id, { leadId: lead.id, ...change }, accountId);
          }}
        />
      </section>
    </div>
  );
}
