import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isSignedIn } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

/** Signed-out visitors of authenticated pages go to /sign-in?redirectTo=<where they were>. */
export function requireSignedIn(location: ParsedLocation): void {
  if (isSignedIn()) return;
  useUiStore.getState().setSignInRedirect(location.href);
  throw redirect({ to: '/sign-in', search: { redirectTo: location.href }, replace: true });
}

/** Signed-in visitors of /sign-in or /register go to their redirect, or /events (the rules load only then). */
export async function redirectSignedIn(redirectTo: string | undefined): Promise<void> {
  if (!isSignedIn()) return;
  const { postSignInPath } = await import('./post-sign-in.ts');
  throw redirect({ href: postSignInPath(redirectTo), replace: true });
}
