import { create } from 'zustand';
import { unreadCount } from '#shared/rules/unread-count.ts';
import { dispatchLiveMessage, dispatchLiveResync } from './live-dispatch.ts';
import { markNotificationReadUrl, notificationsStreamUrl } from '#shared/api-paths.ts';
import { latestUpdate, markReadIn, mergeOne, replaceAll, type StoredNotification } from './notification-merge.ts';
import { notificationSchema, notificationsStreamPayload, notificationStreamEvents } from '#shared/contracts/notification.ts';
import { useSessionStore } from './session-store.ts';
import { useUiStore } from './ui-store.ts';

// The notification stream's states: idle → loading (start) → connected (first `notifications` or
// open) → disconnected (error: list cleared, loading stops). Reset stops and clears.
// This store loads with the signed-in chrome (components/layouts/signed-in-chrome.ts).
type StreamStatus = 'idle' | 'loading' | 'connected' | 'disconnected';

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

/** Mark-read requests "mark all" keeps in flight at once. */
const markReadsAtOnce = 4;

let source: EventSource | null = null;
// The server closed this tab's stream because a newer tab of the account took its place.
let replacedByNewerTab = false;

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
    // Live messages sent while the stream was down are lost, so pages refetch once it is up again;
    // not at `open` but at its first list (or list error): the server sends that only once the
    // stream has joined its events' live messages. A refetch at `open` could read the database
    // before a change whose message then went out before the join, and the page would miss it
    // (seen in WebKit: a poll opened right after the polls page loaded never appeared).
    let joined = false;
    const resyncOnceJoined = () => {
      if (source !== stream || joined) return;
      joined = true;
      dispatchLiveResync();
    };
    stream.addEventListener('open', () => {
      if (source !== stream) return;
      joined = false;
      setState({ status: 'connected' });
    });
    stream.addEventListener(notificationStreamEvents.live, (event) => {
      if (source === stream) dispatchLiveMessage((event as MessageEvent).data);
    });
    stream.addEventListener(notificationStreamEvents.liveResync, () => {
      if (source === stream) dispatchLiveResync();
    });
    stream.addEventListener(notificationStreamEvents.list, (event) => {
      resyncOnceJoined();
      const payload = notificationsStreamPayload.safeParse(parse((event as MessageEvent).data));
      if (source !== stream || !payload.success) return;
      const items = replaceAll(payload.data.items);
      setState({ status: 'connected', loading: false, items, total: payload.data.total, lastUpdatedAt: latestUpdate(items) });
    });
    stream.addEventListener(notificationStreamEvents.updated, (event) => {
      const item = notificationSchema.safeParse(parse((event as MessageEvent).data));
      if (source !== stream || !item.success) return;
      const items = mergeOne(getState().items, item.data);
      setState({ items, total: Math.max(getState().total, items.length), lastUpdatedAt: latestUpdate(items) });
    });
    const onError = () => {
      if (source === stream) setState({ status: 'disconnected', loading: false, items: [], total: 0 });
    };
    stream.addEventListener('error', onError);
    stream.addEventListener(notificationStreamEvents.error, () => {
      resyncOnceJoined();
      onError();
    });
    // The server keeps a few streams per account and closes the oldest: this tab keeps what it
    // shows, and opens a stream again when someone looks at it (see the visibility listener).
    stream.addEventListener(notificationStreamEvents.closed, () => {
      if (source !== stream) return;
      stream.close();
      source = null;
      replacedByNewerTab = true;
      setState({ status: 'disconnected', loading: false });
    });
  },

  stop: () => {
    source?.close();
    source = null;
    setState({ loading: false, status: getState().status === 'idle' ? 'idle' : 'disconnected' });
  },

  reset: () => {
    source?.close();
    source = null;
    replacedByNewerTab = false;
    setState({ status: 'idle', loading: false, items: [], total: 0, lastUpdatedAt: null });
  },

  markRead: async (id) => {
    try {
      const response = await fetch(markNotificationReadUrl(id), { method: 'PATCH', credentials: 'include' });
      if (!response.ok) throw new Error(`Mark read answered ${response.status}`);
      setState({ items: markReadIn(getState().items, id) });
    } catch (error) {
      // A mark-read failure is only logged: the notification stays unread, and the next open tries again.
      console.error('Could not mark the notification as read', error);
    }
  },

  markAllRead: () => {
    const ids = getState().items.flatMap((item) => (!item.read && !item.archive && item.id ? [item.id] : []));
    // A few at a time: a page of 50 unread is not 50 requests at once, which the server refuses
    // past a client's own bound (its 33rd request in flight, behind a proxy that multiplexes).
    let next = 0;
    const markNext = async (): Promise<void> => {
      while (next < ids.length) await getState().markRead(ids[next++]!);
    };
    for (let lane = 0; lane < Math.min(markReadsAtOnce, ids.length); lane++) void markNext();
  },
}));

// Opening the panel marks every unread, unarchived notification (with an id) as read.
useUiStore.subscribe((state, previous) => {
  if (state.notificationsOpen && !previous.notificationsOpen) useNotificationsStore.getState().markAllRead();
});

// The stream is reset whenever the session is not authenticated (sign-out included): the next
// account on this device must never see the last one's notifications.
useSessionStore.subscribe((state, previous) => {
  if (!state.authenticated && previous.authenticated) useNotificationsStore.getState().reset();
});

// A tab whose stream a newer tab replaced goes live again when it is looked at (closing, in
// turn, the account's oldest stream, most likely a tab in the background).
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !replacedByNewerTab || !useSessionStore.getState().authenticated) return;
    replacedByNewerTab = false;
    useNotificationsStore.getState().start();
  });
}

export function selectUnreadCount(state: NotificationsState): number {
  return unreadCount(state.items);
}
