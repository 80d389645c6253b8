import { useRouterState } from '@tanstack/react-router';
import { clientMessages } from '#shared/errors.ts';
import { StageMissing } from './stage-missing.tsx';

/** Unmatched route: 'Page not found: {path}'. */
export function NotFoundScreen() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return <StageMissing message={clientMessages.pageNotFound(path)} />;
}
