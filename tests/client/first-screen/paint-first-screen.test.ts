// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenHtml, paintedFirstScreenPath, releaseFirstScreen } from '#client/lib/first-screen/first-screen-dom.ts';
import { writeFirstScreen } from '#client/lib/first-screen/first-screen-record.ts';
import { paintFirstScreen } from '#client/lib/first-screen/paint-first-screen.ts';
import { saveSession } from '#client/stores/saved-session.ts';
import { makeAccount } from '../helpers/factories.ts';

const me = '5eed0000-0000-4000-8000-0000000000a1';
const css = '/assets/index-abc.css';
const path = '/event/e1/attendees?filter=all';

function page(): HTMLElement {
  document.head.innerHTML = `<link rel="stylesheet" href="${css}">`;
  document.body.innerHTML = '<div id="root"></div>';
  return document.getElementById('root')!;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', path);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('painting the saved first screen before the app loads', () => {
  it('shows the saved screen inert, with the app root hidden, until the live page takes its place', () => {
    const root = page();
    saveSession(makeAccount({ id: me }));
    writeFirstScreen({ accountId: me, path, css, html: '<ul><li>Ada Lovelace</li></ul>', savedAt: 1 });

    expect(paintFirstScreen()).toBe(true);
    const screen = document.getElementById('first-screen')!;
    expect(screen.textContent).toBe('Ada Lovelace');
    expect(screen.inert).toBe(true);
    expect(screen.getAttribute('aria-busy')).toBe('true');
    expect(root.hidden).toBe(true);
    expect(paintedFirstScreenPath()).toBe(path);

    releaseFirstScreen();
    expect(document.getElementById('first-screen')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(paintedFirstScreenPath()).toBeNull();
  });

  it('never stays up for long: a start that never draws the page still shows the app', () => {
    const root = page();
    saveSession(makeAccount({ id: me }));
    writeFirstScreen({ accountId: me, path, css, html: '<p>saved</p>', savedAt: 1 });
    paintFirstScreen();
    vi.advanceTimersByTime(5000);
    expect(document.getElementById('first-screen')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows nothing when signed out, for another address or account, or once the app has drawn', () => {
    writeFirstScreen({ accountId: me, path, css, html: '<p>saved</p>', savedAt: 1 });
    page();
    expect(paintFirstScreen()).toBe(false); // no saved session

    saveSession(makeAccount({ id: '5eed0000-0000-4000-8000-0000000000a2' }));
    expect(paintFirstScreen()).toBe(false);

    saveSession(makeAccount({ id: me }));
    window.history.replaceState(null, '', '/event/e1/schedule?filter=all');
    expect(paintFirstScreen()).toBe(false);

    window.history.replaceState(null, '', path);
    document.getElementById('root')!.innerHTML = '<main>live</main>';
    expect(paintFirstScreen()).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });
});

describe('saving a page as a first screen', () => {
  it('leaves out ids, references between elements and parts marked to skip, and keeps the text escaped', () => {
    const root = page();
    root.innerHTML = `<label for="q">Search</label><input id="q" aria-describedby="hint"><p id="hint">Type</p>
      <div data-first-screen-skip>toast</div><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`;
    const html = firstScreenHtml(root);
    expect(html).not.toMatch(/\sid=|\sfor=|aria-describedby|toast/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  /** Saves a list of 30 `tag`s placed 100 px apart in an 800 px window (jsdom has no layout); the tags kept. */
  const keptOfThirty = (listAttributes: string, tag: 'li' | 'button') => {
    const root = page();
    const list = tag === 'li' ? 'ul' : 'div';
    root.innerHTML = `<${list} ${listAttributes}>${Array.from({ length: 30 }, (_, i) => `<${tag}>Item ${i}</${tag}>`).join('')}</${list}>`;
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    root.querySelectorAll(tag).forEach((item, i) => {
      item.getBoundingClientRect = () => ({ top: i * 100 }) as DOMRect;
    });
    const saved = document.createElement('div');
    saved.innerHTML = firstScreenHtml(root);
    expect(root.querySelectorAll(tag)).toHaveLength(30);
    return saved.querySelectorAll(tag).length;
  };

  it('cuts long lists to the rows on the first screen and a half', () => {
    // 800 × 1.5 = 1,200 px: rows starting at 0 … 1,200 px.
    expect(keptOfThirty('data-first-screen-list', 'li')).toBe(13);
  });
  it('keeps as many screens as a list asks for (the album: its first screen only)', () => {
    // Tiles starting at 0 … 800 px.
    expect(keptOfThirty('data-first-screen-list="1"', 'button')).toBe(9);
  });
});

describe('waiting for the first screen’s pictures before the app starts', () => {
  it('resolves at once with no saved screen, when its images have loaded and a frame passed, and at the cap otherwise', async () => {
    const { whenFirstScreenImagesPainted } = await import('#client/lib/first-screen/paint-first-screen.ts');
    page();
    let done = false;
    await whenFirstScreenImagesPainted(250);
    const screen = document.createElement('div');
    screen.id = 'first-screen';
    screen.innerHTML = '<img src="/uploads/a.webp" alt=""><img src="/uploads/b.webp" alt="">';
    document.body.prepend(screen);
    const [a, b] = [...screen.querySelectorAll('img')];
    void whenFirstScreenImagesPainted(250).then(() => (done = true));
    a!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    b!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
    done = false;
    const [c] = [...screen.querySelectorAll('img')].map((image) => image.cloneNode() as HTMLImageElement);
    screen.replaceChildren(c!);
    void whenFirstScreenImagesPainted(250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
  });
});

describe('waiting for the thumbnails to be on screen (Element Timing)', () => {
  type Listener = (list: { getEntries: () => Array<{ element: Element | null }> }) => void;
  let observers: Array<{ listener: Listener; disconnected: boolean }> = [];

  beforeEach(() => {
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = ['element', 'paint'];
      record: { listener: Listener; disconnected: boolean };
      constructor(listener: Listener) {
        this.record = { listener, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  });
  afterEach(() => vi.unstubAllGlobals());

  function thumbnails(tops: number[]): HTMLImageElement[] {
    return tops.map((top) => {
      const image = document.createElement('img');
      image.setAttribute('elementtiming', 'album-thumbnail');
      image.getBoundingClientRect = () => ({ top, bottom: top + 136, width: 136, height: 136 }) as DOMRect;
      document.body.append(image);
      return image;
    });
  }
  const present = (...elements: Element[]) => {
    for (const observer of observers) if (!observer.disconnected) observer.listener({ getEntries: () => elements.map((element) => ({ element })) });
  };

  it('resolves once every thumbnail on the screen has been presented, not after a mere frame, and ignores those below it', async () => {
    const { whenPresented } = await import('#client/lib/first-screen/paint-first-screen.ts');
    const [a, b, below] = thumbnails([0, 600, 900]);
    let done = false;
    void whenPresented([a!, b!, below!], 250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    present(a!);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    present(b!);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('gives up, and stops listening, when a thumbnail is never reported', async () => {
    const { whenPresented } = await import('#client/lib/first-screen/paint-first-screen.ts');
    let done = false;
    void whenPresented(thumbnails([0]), 250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('falls back to the next frame for pictures without elementtiming, or where the browser has no Element Timing', async () => {
    const { whenPresented } = await import('#client/lib/first-screen/paint-first-screen.ts');
    const [plain] = thumbnails([0]);
    plain!.removeAttribute('elementtiming');
    let done = false;
    void whenPresented([plain!], 250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
    expect(observers).toHaveLength(0);

    vi.stubGlobal('PerformanceObserver', undefined);
    done = false;
    void whenPresented(thumbnails([0]), 250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
  });
});
