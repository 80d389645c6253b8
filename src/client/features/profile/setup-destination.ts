import { postSignInPath } from '#client/lib/post-sign-in.ts';

/** Where onboarding sends people when done or skipped: their original target, never back to /setup. */
export function setupDestination(redirectTo: string | undefined): string {
  const target = postSignInPath(redirectTo);
  const pathname = target.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return pathname === '/setup' ? postSignInPath(undefined) : target;
}
