// A stand-in for the browser's EventSource: tests push events into it by hand.
type Listener = (event: Event) => void;

export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  closed = false;
  private listeners = new Map<string, Listener[]>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l !== listener));
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data?: unknown): void {
    this.dispatch(type, data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** An event whose data is sent as is (for text that is not JSON). */
  emitRaw(type: string, data: string): void {
    this.dispatch(type, new MessageEvent(type, { data }));
  }

  private dispatch(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
