// One tab drains at a time (so no change is sent twice at once): each drain asks for the Web Lock without waiting
// (ifAvailable), so a tab that finds it taken simply skips; the holder hears of the new entry
// through the BroadcastChannel and drains it. Where navigator.locks is missing (old Safari, Node)
// an in-process flag stands in, which still keeps one drain per page.
export interface OutboxLock {
  /** Runs `task` while holding the lock; answers false, without running it, when it is taken. */
  tryRun(task: () => Promise<void>): Promise<boolean>;
}

const outboxLockName = 'hallway-outbox';

/** The part of the Web Locks API we use, so tests can pass a fake shared by two "tabs". */
export interface LockManagerLike {
  request(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<boolean>): Promise<boolean>;
}

export function createWebLock(locks: LockManagerLike, name = outboxLockName): OutboxLock {
  return {
    tryRun: (task) =>
      locks.request(name, { ifAvailable: true }, async (lock) => {
        if (lock === null) return false;
        await task();
        return true;
      }),
  };
}

export function createProcessLock(): OutboxLock {
  let held = false;
  return {
    async tryRun(task) {
      if (held) return false;
      held = true;
      try {
        await task();
        return true;
      } finally {
        held = false;
      }
    },
  };
}

/** The browser's lock when there is one, the in-process one otherwise. */
export function createDefaultLock(): OutboxLock {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  return locks?.request ? createWebLock(locks) : createProcessLock();
}
