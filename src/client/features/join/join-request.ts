export type JoinRequest = { kind: 'token'; token: string } | { kind: 'code'; code: string };

/** /join?token=… wins over ?code=… (a personal invitation carries a role and a ticket). */
export function joinRequestFrom(search: { token?: string; code?: string }): JoinRequest | null {
  if (search.token) return { kind: 'token', token: search.token };
  if (search.code) return { kind: 'code', code: search.code };
  return null;
}

export function joinRequestKey(request: JoinRequest): string {
  return request.kind === 'token' ? `token:${request.token}` : `code:${request.code}`;
}

/** Where sign-in and register send people back to: this very join link. */
export function joinHref(request: JoinRequest): string {
  return request.kind === 'token' ? `/join?token=${encodeURIComponent(request.token)}` : `/join?code=${encodeURIComponent(request.code)}`;
}

/** "abcd efgh" → "ABCD-EFGH" for showing; the server ignores case, spaces and dashes. */
export function displayCode(code: string): string {
  const plain = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === 8 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}
