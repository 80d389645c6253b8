// A batch of work that goes out once its members pause, or at once when enough have joined: the
// bounded caches (sw/bounded-cache.ts) write the touches of a scroll's hits and trim the puts of a
// scroll this way, instead of once per thumbnail, and so does the album's thumbnail worker for the
// hits it reads from those caches itself (src/client/features/album/kept-thumbnails.ts). Each
// member waits on the batch it joined, so a fetch event's waitUntil keeps the worker up until its
// batch has gone out. Here, not in sw/, because both programs use it; it is the one file of
// src/shared that sets timers of its own.

export interface BatchAfterPause {
  /** Joins the batch now filling; resolves once that batch has gone out (failed or not). */
  join(): Promise<void>;
  /** Sends the batch now filling at once, if it has members. */
  flush(): void;
}

export function batchAfterPause({ pauseMs, every = Infinity, send }: { pauseMs: number; every?: number; send: () => Promise<unknown> }): BatchAfterPause {
  let members = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let filling: { sent: Promise<void>; resolve: () => void } | undefined;
  const sendNow = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    members = 0;
    const batch = filling;
    filling = undefined;
    // A failure is the sender's to report; the members only wait for the batch to be over.
    void send()
      .catch(() => undefined)
      .finally(() => batch?.resolve());
  };
  return {
    join() {
      if (!filling) {
        let resolve = () => {};
        const sent = new Promise<void>((settle) => (resolve = settle));
        filling = { sent, resolve };
      }
      const { sent } = filling;
      members += 1;
      if (members >= every) sendNow();
      else {
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(sendNow, pauseMs);
      }
      return sent;
    },
    flush() {
      if (filling) sendNow();
    },
  };
}
