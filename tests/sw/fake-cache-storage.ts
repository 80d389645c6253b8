// A small in-memory CacheStorage (open, has, delete, keys; match, put, delete, keys per cache) for
// running the worker's Workbox strategies in Node. Matching is by URL, as the worker's GET
// requests need; bodies are kept as bytes, so an answer read from it can be read again.

interface Stored {
  request: Request;
  body: ArrayBuffer;
  init: ResponseInit;
}

class FakeCache {
  readonly entries = new Map<string, Stored>();
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const stored = this.entries.get(urlOf(request));
    return stored ? new Response(stored.body.slice(0), stored.init) : undefined;
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.arrayBuffer();
    const init = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
    // As the Cache spec: a put removes the entry it replaces and appends, so keys() lists oldest put first.
    this.entries.delete(urlOf(request));
    this.entries.set(urlOf(request), { request: new Request(urlOf(request)), body, init });
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.values()].map((stored) => stored.request);
  }
  /** Bytes held (bodies only). */
  bytes(): number {
    return [...this.entries.values()].reduce((sum, stored) => sum + stored.body.byteLength, 0);
  }
}

const urlOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}): Promise<Response | undefined> {
    if (options.cacheName !== undefined) return this.caches.get(options.cacheName)?.match(request);
    for (const cache of this.caches.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
  entryCount(name: string): number {
    return this.caches.get(name)?.entries.size ?? 0;
  }
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }
  bytes(name: string): number {
    return this.caches.get(name)?.bytes() ?? 0;
  }
}
