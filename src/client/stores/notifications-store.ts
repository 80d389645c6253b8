import { create } from 'zustand';
import { unreadCount } from '#shared/rules/unread-count.ts';
import type { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { markNotificationReadUrl, notificationsStreamUrl } from '../lib/api-paths.ts';
import { latestUpdate, markReadIn, mergeOne, replaceAll, type StoredNotification } from './notification-merge.ts';

// Spec §4 notification stream: idle → loading (start) → connected (first `notifications` or
// open) → disconnected (error: list cleared, loading stops). Reset stops and clears.
export type StreamStatus = 'idle' | 'loading' | 'connected' | 'disconnected';

export interface NotificationsState {
  status: StreamStatus;
  loading: boolean;
  items: StoredNotification[];
  total: number;
  lastUpdatedAt: number | null;
  start: () => void;
  stop: () => void;
  reset: () => void;
  markRead: (id: string) => Promise<void>;
  markAllRead: () => void;
}

// Spec §3 stream event names (kept here: the contract module pulls in full zod).
const streamEvents = {
  list: 'notifications',
  error: 'notifications.error',
  updated: 'notification.updated',
} as const satisfies typeof notificationStreamEvents;

// The contract schemas load with the stream, not with the first page: full zod is ~29 kB gzip.
const loadContracts = () => import('#shared/contracts/notification.ts');

let source: EventSource | null = null;

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}

export const useNotificationsStore = create<NotificationsState>()((setState, getState) => ({
  status: 'idle',
  loading: false,
  items: [],
  total: 0,
  lastUpdatedAt: null,

  start: () => {
    if (source) return;
    const stream = new EventSource(notificationsStreamUrl, { withCredentials: true });
    source = stream;
    setState({ status: 'loading', loading: true });
    stream.addEventListener('open', () => {
      if (source === stream) setState({ status: 'connected' });
    });
    // Events are handled in arrival order: each waits for the one before it (and the schemas).
    let queue: Promise<unknown> = loadContracts();
    const handle = (work: (contracts: Awaited<ReturnType<typeof loadContracts>>) => void) => {
      queue = queue.then(loadContracts).then((contracts) => {
        if (source === stream) work(contracts);
      });
    };
    stream.addEventListener(streamEvents.list, (event) =>
      handle(({ notificationsStreamPayload }) => {
        const payload = notificationsStreamPayload.safeParse(parse((event as MessageEvent).data));
        if (!payload.success) return;
        const items = replaceAll(payload.data.items);
        setState({ status: 'connected', loading: false, items, total: payload.data.total, lastUpdatedAt: latestUpdate(items) });
      }),
    );
    stream.addEventListener(streamEvents.updated, (event) =>
      handle(({ notificationSchema }) => {
        const item = notificationSchema.safeParse(parse((event as MessageEvent).data));
        if (!item.success) return;
        const items = mergeOne(getState().items, item.data);
        setState({ items, total: Math.max(getState().total, items.length), lastUpdatedAt: latestUpdate(items) });
      }),
    );
    // Errors also wait their turn, so a list that arrived just before is not applied after them.
    const onError = () => handle(() => setState({ status: 'disconnected', loading: false, items: [], total: 0 }));
    stream.addEventListener('error', onError);
    stream.addEventListener(streamEvents.error, onError);
  },

  stop: () => {
    source?.close();
    source = null;
    setState({ loading: false, status: getState().status === 'idle' ? 'idle' : 'disconnected' });
  },

  reset: () => {
    source?.close();
    source = null;
    setState({ status: 'idle', loading: false, items: [], total: 0, lastUpdatedAt: null });
  },

  markRead: async (id) => {
    try {
      const response = await fetch(markNotificationReadUrl(id), { method: 'PATCH', credentials: 'include' });
      if (!response.ok) throw new Error(`Mark read answered ${response.status}`);
      setState({ items: markReadIn(getState().items, id) });
    } catch (error) {
      // Spec §8: a mark-read failure is only logged.
      console.error('Could not mark the notification as read', error);
    }
  },

  markAllRead: () => {
    for (const item of getState().items) {
      if (!item.read && !item.archive && item.id) void getState().markRead(item.id);
    }
  },
}));

export function selectUnreadCount(state: NotificationsState): number {
  return unreadCount(state.items);
}
