// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createPreviewEventSource, type PreviewEventSourceHandle } from '#client/lib/offline-preview/preview-event-source.ts';

/** Stands in for the browser's EventSource: records connections, lets the test send events. */
class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = 2;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the live stream in the offline preview', () => {
  it('errors and connects to nothing while offline, then connects and passes events on when the network is back', async () => {
    FakeEventSource.made = [];
    let cut = true;
    const live = new Set<PreviewEventSourceHandle>();
    const Source = createPreviewEventSource(FakeEventSource as unknown as typeof EventSource, () => cut, live);
    const stream = new Source('/api/notifications/stream', { withCredentials: true });
    const heard: string[] = [];
    stream.addEventListener('error', () => heard.push('error'));
    stream.addEventListener('notifications', (event) => heard.push(`notifications:${(event as MessageEvent).data as string}`));
    await tick();
    expect(heard).toEqual(['error']);
    expect(FakeEventSource.made).toHaveLength(0);

    cut = false;
    for (const source of live) source.connect();
    expect(FakeEventSource.made).toHaveLength(1);
    FakeEventSource.made[0]!.dispatchEvent(new MessageEvent('notifications', { data: '{"items":[]}' }));
    expect(heard).toEqual(['error', 'notifications:{"items":[]}']);

    // The network cut again: the connection ends with an error, as with no network.
    for (const source of live) source.drop();
    expect(FakeEventSource.made[0]!.readyState).toBe(2);
    expect(heard.at(-1)).toBe('error');
    stream.close();
    expect(live.size).toBe(0);
  });
});
