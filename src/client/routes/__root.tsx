import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../lib/router-context.ts';
import { AppShell } from '../components/layouts/app-shell.tsx';
import { NotFoundScreen } from '../components/feedback/not-found-screen.tsx';
import { ErrorScreen } from '../components/feedback/error-screen.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});
