import { defaultPostLoginPath, defaultRedirectFallback, sanitizeRedirect } from '#shared/rules/redirect.ts';

const authPages = ['/sign-in', '/register'];

/**
 * Where to go after signing in or registering: no redirectTo → /events; otherwise
 * the sanitized target, '/' when it is foreign. Never back to a sign-in page (that would loop).
 */
export function postSignInPath(redirectTo: string | undefined | null): string {
  if (redirectTo === undefined || redirectTo === null) return defaultPostLoginPath;
  const target = sanitizeRedirect(redirectTo, defaultRedirectFallback);
  const pathname = target.split(/[?#]/)[0] ?? '';
  return authPages.includes(pathname.replace(/\/+$/, '')) ? defaultPostLoginPath : target;
}

/** After registering: onboarding first (/setup), keeping where the person was going for afterwards. */
export function postRegisterPath(redirectTo: string | undefined | null): string {
  return `/setup?redirectTo=${encodeURIComponent(postSignInPath(redirectTo))}`;
}
