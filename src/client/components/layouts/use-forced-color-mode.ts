import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { colorModeStore } from '#client/stores/color-mode.ts';

/**
 * A route may force a colour mode through `staticData.colorMode`; the deepest
 * matched route that sets one wins. Leaving it lifts the force and restores the preference.
 */
export function useForcedColorMode(): void {
  const forced = useRouterState({
    select: (s) => s.matches.findLast((match) => match.staticData.colorMode !== undefined)?.staticData.colorMode,
  });
  useEffect(() => {
    colorModeStore.getState().force(forced ?? null);
  }, [forced]);
}
