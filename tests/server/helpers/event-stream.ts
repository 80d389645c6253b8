import { accountTokenCookieName } from '#shared/contracts/session.ts';

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Resolves with the next event of that name (earlier events of other names are skipped). */
  next(name: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves true when the server ended the stream, false when `timeoutMs` passed first (default 5 s). */
  endedWithin(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/** A tiny Server-Sent Events reader over fetch, sending the cookie the way EventSource would. */
export async function openEventStream(url: string, token: string | null): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: token ? { cookie: `${accountTokenCookieName}=${token}`, accept: 'text/event-stream' } : {},
    signal: controller.signal,
  });
  const queue: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let serverEnded = false;

  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
          if (event) queue.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
          boundary = buffer.indexOf('\n\n');
        }
      }
      serverEnded = true;
    } catch {
      // aborted by close()
    }
    waiters.splice(0).forEach((wake) => wake());
  };
  if (response.ok) void pump();

  return {
    status: response.status,
    headers: response.headers,
    async next(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((item) => item.event === name);
        if (index !== -1) return queue.splice(0, index + 1).at(-1) as StreamEvent;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`No "${name}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async endedWithin(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!serverEnded) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return true;
    },
    close: () => controller.abort(),
  };
}
