import { useEffect } from 'react';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';

/** When the session becomes authenticated the stream starts; otherwise it is reset. */
export function useNotificationStream(): void {
  const authenticated = useSessionStore((s) => s.authenticated);
  useEffect(() => {
    const { start, reset } = useNotificationsStore.getState();
    if (!authenticated) {
      reset();
      return;
    }
    start();
    return () => reset();
  }, [authenticated]);
}
