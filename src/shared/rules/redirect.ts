// The redirect target after sign-in or register.
export const defaultRedirectFallback = '/';
export const defaultPostLoginPath = '/events';

const base64urlPattern = /^[A-Za-z0-9_-]+={0,2}$/;

function decodeBase64url(value: string): string | null {
  if (!base64urlPattern.test(value) || value.length % 4 === 1) return null;
  try {
    const padded = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Whether base64url-decoded bytes read as text someone encoded on purpose: printable
 * ASCII (with tabs and line breaks). A plain word such as "events" is valid base64url
 * too, but decodes to binary noise, so it stays plain text.
 */
function isEncodedText(value: string): boolean {
  return /^[\x20-\x7e\t\r\n]+$/.test(value);
}

function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * True when the browser would leave our origin: a scheme ("https:", "javascript:"),
 * a protocol-relative host ("//evil", "/\\evil"), or a host smuggled past with
 * backslashes, tabs or encoded characters.
 */
function isForeign(value: string): boolean {
  const probe = decodePercent(value).replace(/[\t\r\n\\]/g, '/').trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(probe)) return true;
  if (probe.startsWith('//')) return true;
  if (/^\/+\s*\/+/.test(probe)) return true;
  return false;
}

/**
 * Turns an untrusted redirectTo value into a same-origin path, or the fallback.
 * Accepts plain text or base64url text (links made elsewhere may carry either).
 */
export function sanitizeRedirect(raw: unknown, fallback: string = defaultRedirectFallback): string {
  if (typeof raw !== 'string') return fallback;
  let value = raw.trim();
  if (value.length === 0) return fallback;
  if (!value.startsWith('/') && !isForeign(value)) {
    const decoded = decodeBase64url(value);
    if (decoded !== null && isEncodedText(decoded)) value = decoded.trim();
  }
  if (isForeign(value)) return fallback;
  value = value.replace(/[\r\n]/g, '');
  // Removing line breaks can join a scheme or "//" back together: check again.
  if (value.length === 0 || value.startsWith('#') || isForeign(value)) return fallback;
  if (!value.startsWith('/')) value = `/${value}`;
  if (isForeign(value)) return fallback;
  return value;
}

/** Encodes a path as base64url, the compact form used in redirectTo links. */
export function encodeRedirect(path: string): string {
  const bytes = new TextEncoder().encode(path);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
