import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { committingAtOnce } from '#client/lib/idb-write-now.ts';
import { readEntry, syncReportsSchema, type OutboxEntry, type SyncReport } from './outbox-entry.ts';

// Where entries live: an IndexedDB database of its own (idb-keyval's createStore), so clearing
// the query cache on sign-out never touches queued writes. Keys: `entry:<id>`, `aside:<id>` for
// records that could not be read (kept for a person or a later build to look at), `reports`.
// The drain writes each server answer in ONE transaction (remove answered entries, update
// failed ones, append the report), so a crash leaves either the old state or the new one.

interface StoredOutbox {
  entries: OutboxEntry[];
  /** Records moved aside because they were not valid entries (counted over all time). */
  setAside: number;
  reports: SyncReport[];
}

interface OutboxCommit {
  remove?: string[];
  /** New states of existing entries; an entry discarded meanwhile (another tab) stays gone. */
  update?: OutboxEntry[];
  /** Report lines of a sync; merged into the stored report with the same `at`. */
  report?: SyncReport;
}

/** The storage the outbox needs; an interface so tests and the bench can bring their own. */
export interface OutboxStore {
  read(): Promise<StoredOutbox>;
  /** Stores a new entry; rejects when it could not be written (quota, blocked storage). */
  add(entry: OutboxEntry): Promise<void>;
  commit(change: OutboxCommit): Promise<void>;
}

const entryKey = (id: string) => `entry:${id}`;
const reportsKey = 'reports';
/** About "a few hundred" report lines are kept, newest reports first to survive. */
export const maxReportItems = 300;

const emptyTotals = () => ({ accepted: 0, duplicate: 0, rejected: 0 });

/** The newest report first; a long sync keeps its rejections and duplicates before its acceptances. */
export function mergeReports(reports: SyncReport[], lines: SyncReport): SyncReport[] {
  const same = reports[0]?.at === lines.at && reports[0]?.accountId === lines.accountId ? reports[0] : undefined;
  const totals = { ...(same?.totals ?? emptyTotals()) };
  for (const item of lines.items) totals[item.outcome] += 1;
  const items = [...(same?.items ?? []), ...lines.items];
  while (items.length > maxReportItems) {
    const accepted = items.findIndex((item) => item.outcome === 'accepted');
    items.splice(accepted === -1 ? 0 : accepted, 1);
  }
  const next: SyncReport = { at: lines.at, accountId: lines.accountId, items, totals };
  const kept: SyncReport[] = [next];
  let count = items.length;
  for (const report of same ? reports.slice(1) : reports) {
    if (count + report.items.length > maxReportItems) break;
    kept.push(report);
    count += report.items.length;
  }
  return kept;
}

export function createIdbOutboxStore(dbName = 'hallway-outbox', storeName = 'records'): OutboxStore {
  let db: UseStore | null = null;
  // Opened on first use: a missing or blocked IndexedDB then fails the call, not the import.
  // Every transaction makes all its requests at once and is committed there and then
  // (lib/idb-write-now.ts): one that waited for the page to read an answer before writing would
  // stay open if the page were frozen meanwhile (WebKit's back/forward cache), and shut the outbox
  // for every later page; seen in WebKitGTK, issue 34. A read-then-write is therefore two
  // transactions: the read, then the writes.
  const withStore: UseStore = (mode, callback) => {
    db ??= committingAtOnce(createStore(dbName, storeName));
    return db(mode, callback);
  };

  return {
    async read() {
      const [keys, values] = await withStore('readonly', (store) =>
        Promise.all([promisifyRequest(store.getAllKeys()), promisifyRequest(store.getAll())]),
      );
      const entries: OutboxEntry[] = [];
      const unreadable: Array<{ key: string; value: unknown }> = [];
      let reports: SyncReport[] = [];
      let setAside = 0;
      keys.forEach((key, index) => {
        const value: unknown = values[index];
        if (key === reportsKey) {
          const parsed = syncReportsSchema.safeParse(value);
          reports = parsed.success ? parsed.data : [];
        } else if (typeof key === 'string' && key.startsWith('aside:')) {
          setAside += 1;
        } else if (typeof key === 'string' && key.startsWith('entry:')) {
          const read = readEntry(value);
          if (read.ok) entries.push(read.entry);
          else if (!read.newer) {
            console.warn(`Outbox: a saved change could not be read and was set aside (${key})`, read.error);
            unreadable.push({ key, value });
            setAside += 1;
          }
        }
      });
      // Set aside, not deleted and not retried: a person (or a later build) may recover it.
      if (unreadable.length > 0) {
        await withStore('readwrite', (store) => {
          for (const { key, value } of unreadable) {
            store.put(value, `aside:${key.slice('entry:'.length)}`);
            store.delete(key);
          }
          return promisifyRequest(store.transaction);
        });
      }
      return { entries, setAside, reports };
    },
    add(entry) {
      return withStore('readwrite', (store) => {
        store.put(entry, entryKey(entry.id));
        return promisifyRequest(store.transaction);
      });
    },
    async commit({ remove = [], update = [], report }) {
      const wantsReport = report !== undefined && report.items.length > 0;
      // Which entries are still there (another tab may have discarded one while it was being sent),
      // and the report so far. Only the draining tab (it holds the outbox lock) writes reports.
      const [present, storedReports] = await withStore('readonly', (store) =>
        Promise.all([
          Promise.all(update.map((entry) => promisifyRequest(store.getKey(entryKey(entry.id))))),
          wantsReport ? promisifyRequest(store.get(reportsKey)) : Promise.resolve(undefined),
        ]),
      );
      await withStore('readwrite', (store) => {
        for (const id of remove) store.delete(entryKey(id));
        update.forEach((entry, index) => {
          if (present[index] !== undefined) store.put(entry, entryKey(entry.id));
        });
        if (report && wantsReport) {
          const parsed = syncReportsSchema.safeParse(storedReports);
          store.put(mergeReports(parsed.success ? parsed.data : [], report), reportsKey);
        }
        return promisifyRequest(store.transaction);
      });
    },
  };
}
