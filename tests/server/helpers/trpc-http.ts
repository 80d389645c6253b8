import { accountTokenCookieName, accountTokenHeaderName } from '#shared/contracts/session.ts';

export interface CallOptions {
  /** Sent as the account-token header. */
  token?: string;
  /** Sent as the auth cookie instead. */
  cookieToken?: string;
  headers?: Record<string, string>;
}

export interface TrpcErrorBody {
  message: string;
  code: number;
  data: {
    code: string;
    httpStatus: number;
    path?: string;
    stack?: string;
    fieldErrors: Record<string, string[]> | null;
    fieldPaths: Record<string, string[]> | null;
    /** FEATURE_OFF for a feature switched off for the event; null otherwise. */
    reason: string | null;
    /** With reason MEETING_SLOT_TAKEN: the pair's next free slot starts, unix seconds. */
    freeSlots?: number[];
    traceId: string | null;
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The procedure's data on success. */
  data: T;
  /** tRPC's error object on failure. */
  error: TrpcErrorBody | undefined;
  raw: unknown;
}

export interface ApiClient {
  query<T = unknown>(path: string, input?: unknown, options?: CallOptions): Promise<ApiResponse<T>>;
  mutate<T = unknown>(path: string, input?: unknown, options?: CallOptions): Promise<ApiResponse<T>>;
  fetch(path: string, init?: RequestInit & CallOptions): Promise<Response>;
}

function buildHeaders({ token, cookieToken, headers }: CallOptions): Record<string, string> {
  return {
    ...(token ? { [accountTokenHeaderName]: token } : {}),
    ...(cookieToken ? { cookie: `${accountTokenCookieName}=${cookieToken}` } : {}),
    ...headers,
  };
}

async function toApiResponse<T>(response: Response): Promise<ApiResponse<T>> {
  const raw = (await response.json()) as { result?: { data: T }; error?: TrpcErrorBody };
  return { status: response.status, headers: response.headers, data: raw.result?.data as T, error: raw.error, raw };
}

/** Raw tRPC over HTTP, exactly as the wire carries it (GET ?input= for queries, POST JSON for mutations). */
export function createApiClient(baseUrl: string): ApiClient {
  const fetchPath = (path: string, init: RequestInit & CallOptions = {}) => {
    const { token, cookieToken, headers, ...rest } = init;
    const merged = { ...buildHeaders({ token, cookieToken }), ...(headers as Record<string, string> | undefined) };
    return fetch(`${baseUrl}${path}`, { ...rest, headers: merged });
  };
  return {
    fetch: fetchPath,
    async query(path, input, options = {}) {
      const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return toApiResponse(await fetchPath(`/api/trpc/${path}${search}`, { ...options }));
    },
    async mutate(path, input, options = {}) {
      return toApiResponse(
        await fetchPath(`/api/trpc/${path}`, {
          method: 'POST',
          ...options,
          headers: { 'content-type': 'application/json', ...options.headers },
          body: input === undefined ? undefined : JSON.stringify(input),
        }),
      );
    },
  };
}

/** The account token from a Set-Cookie header ('' when the cookie is being cleared). */
export function tokenFromSetCookie(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name?.trim() === accountTokenCookieName) return value ?? '';
  }
  return null;
}
