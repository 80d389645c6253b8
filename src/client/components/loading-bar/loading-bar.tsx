import { useRouterState } from '@tanstack/react-router';
import { loadingBar } from './loading-constants.ts';
import { useLoadingProgress } from './use-loading-progress.ts';

/** The thin bar at the very top while the router loads the next page. */
export function LoadingBar() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const { progress, visible } = useLoadingProgress(pending);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] origin-left bg-gradient-to-r from-primary-500 via-fuchsia-500 to-primary-400 transition-[transform,opacity] duration-200"
      style={{
        height: loadingBar.heightPx,
        transform: `scaleX(${progress / 100})`,
        opacity: visible ? 1 : 0,
      }}
    />
  );
}
