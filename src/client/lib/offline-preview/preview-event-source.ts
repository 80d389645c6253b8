// The EventSource of a page in the offline preview (network-cut.ts). With the network cut it
// connects to nothing and reports an error, as a stream with no network does; when the network
// is back it connects for real and passes every event on, as the browser's own EventSource
// reconnects by itself. Listeners are added to it exactly as to an EventSource.

export interface PreviewEventSourceHandle {
  /** Connects for real (the network is back); nothing for a closed or connected source. */
  connect(): void;
  /** The network went away: the connection ends with an error and waits for connect(). */
  drop(): void;
}

type Handler = ((this: EventSource, event: Event) => unknown) | null;

export function createPreviewEventSource(Real: typeof EventSource, isCut: () => boolean, live: Set<PreviewEventSourceHandle>): typeof EventSource {
  class PreviewEventSource extends EventTarget implements PreviewEventSourceHandle {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSED = 2;
    readonly url: string;
    readonly withCredentials: boolean;
    onopen: Handler = null;
    onmessage: Handler = null;
    onerror: Handler = null;
    #init: EventSourceInit | undefined;
    #inner: EventSource | null = null;
    #types = new Set<string>(['open', 'message', 'error']);
    #closed = false;

    constructor(url: string | URL, init?: EventSourceInit) {
      super();
      this.url = new URL(url, location.href).href;
      this.withCredentials = init?.withCredentials ?? false;
      this.#init = init;
      live.add(this);
      if (isCut()) setTimeout(() => this.#emit(new Event('error')), 0);
      else this.connect();
    }

    get readyState(): number {
      return this.#closed ? 2 : (this.#inner?.readyState ?? 0);
    }

    override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void {
      super.addEventListener(type, listener, options);
      if (!this.#types.has(type)) {
        this.#types.add(type);
        this.#inner?.addEventListener(type, this.#forward);
      }
    }

    #forward = (event: Event) => {
      this.#emit(event instanceof MessageEvent ? new MessageEvent(event.type, { data: event.data, lastEventId: event.lastEventId, origin: event.origin }) : new Event(event.type));
    };

    #emit(event: Event): void {
      this.dispatchEvent(event);
      const handler = event.type === 'open' ? this.onopen : event.type === 'message' ? this.onmessage : event.type === 'error' ? this.onerror : null;
      handler?.call(this as unknown as EventSource, event);
    }

    connect(): void {
      if (this.#closed || this.#inner) return;
      const inner = new Real(this.url, this.#init);
      this.#inner = inner;
      for (const type of this.#types) inner.addEventListener(type, this.#forward);
    }

    drop(): void {
      if (this.#closed || !this.#inner) return;
      this.#inner.close();
      this.#inner = null;
      this.#emit(new Event('error'));
    }

    close(): void {
      this.#closed = true;
      live.delete(this);
      this.#inner?.close();
      this.#inner = null;
    }
  }
  return PreviewEventSource as unknown as typeof EventSource;
}
