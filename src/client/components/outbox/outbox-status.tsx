import { useId } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { clockTime } from '#client/lib/clock-time.ts';
import type { OutboxOpName, SyncReport } from '#client/offline/outbox-entry.ts';
import { outboxStatusText, reportTotalsText } from './outbox-status-text.ts';
import { useOutbox, type OutboxView } from '#client/offline/use-outbox.ts';

// Drop-in sync status for any page with offline writes: the count always in view (a polite
// live region, so a screen reader hears "All synced" without losing its place), and a
// disclosure with what could not be sent (Retry / Discard) and what the last sync did.

const outcomeStyle = {
  accepted: 'text-green-700 dark:text-green-400',
  duplicate: 'text-amber-700 dark:text-amber-400',
  rejected: 'text-red-700 dark:text-red-400',
} as const;
const outcomeWord = { accepted: 'Accepted', duplicate: 'Duplicate', rejected: 'Rejected' } as const;

function FailedList({ view }: { view: OutboxView }) {
  if (view.failed.length === 0) return null;
  return (
    <section className="mt-3">
      <h3 className="text-sm font-semibold">Could not be sent</h3>
      <ul className="mt-1 divide-y divide-gray-200 dark:divide-gray-800">
        {view.failed.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{entry.summary}</p>
              <p className="text-xs text-red-700 dark:text-red-400">{entry.lastError?.message ?? 'Refused by the server'}</p>
            </div>
            <button type="button" className={buttonStyles.secondary} aria-label={`Retry ${entry.summary}`} onClick={() => view.retry(entry.id)}>
              Retry
            </button>
            <button type="button" className={buttonStyles.ghost} aria-label={`Discard ${entry.summary}`} onClick={() => view.discard(entry.id)}>
              Discard
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LastReport({ report }: { report: SyncReport | null }) {
  const id = useId();
  if (!report) return null;
  return (
    <section className="mt-3" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold">
        Last sync at {clockTime(report.at)}
        {report.totals ? <span className="font-normal text-gray-600 dark:text-gray-400">: {reportTotalsText(report.totals)}</span> : null}
      </h3>
      <ul className="mt-1 max-h-64 overflow-y-auto text-sm">
        {report.items.map((item) => (
          <li key={`${item.entryId}-${item.at}`} className="py-1">
            <span className={`font-semibold ${outcomeStyle[item.outcome]}`}>{outcomeWord[item.outcome]}:</span> {item.summary}
            {item.message ? <span className="text-gray-600 dark:text-gray-400"> — {item.message}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OutboxStatus({ ops, className = '' }: { ops?: OutboxOpName[]; className?: string }) {
  const view = useOutbox(ops ? { ops } : undefined);
  const text = outboxStatusText(view);
  const tone =
    view.failed.length > 0 ? 'text-red-700 dark:text-red-400' : view.pending > 0 ? 'text-amber-700 dark:text-amber-400' : 'text-green-700 dark:text-green-400';
  const hasDetails = view.failed.length > 0 || view.lastReport !== null || view.pending > 0 || view.setAside > 0;
  return (
    <div className={`rounded-xl border border-gray-200 px-4 py-3 dark:border-gray-800 ${className}`}>
      <p role="status" aria-live="polite" className={`text-sm font-semibold ${tone}`}>
        {text}
      </p>
      {view.needsReload ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="min-w-0 flex-1 text-sm text-gray-700 dark:text-gray-300">Your changes are kept on this phone. The app could not load what sends them: reload the page to send them.</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      ) : null}
      {hasDetails ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm text-gray-700 underline-offset-2 hover:underline dark:text-gray-300">Sync details</summary>
          {view.pending > 0 ? (
            <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={view.syncNow} disabled={view.blockedBy !== null}>
              Sync now
            </button>
          ) : null}
          {view.setAside > 0 ? (
            <p className="mt-2 text-sm text-amber-700 dark:text-amber-400">
              {view.setAside === 1 ? '1 saved change could not be read' : `${view.setAside} saved changes could not be read`} and was set aside.
            </p>
          ) : null}
          <FailedList view={view} />
          <LastReport report={view.lastReport} />
        </details>
      ) : null}
    </div>
  );
}
