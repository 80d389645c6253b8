import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React takes over HTML rendered at build time (and in that render itself), true
 * from then on and in every page React draws itself. For what the build cannot know (this
 * year) or what must wait for the app (a form that submits through it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
