import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useFirstScreen } from '#client/lib/first-screen/use-first-screen.ts';
import { readFirstScreen, writeFirstScreen } from '#client/lib/first-screen/first-screen-record.ts';
import { paintFirstScreen } from '#client/lib/first-screen/paint-first-screen.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { saveSession } from '#client/stores/saved-session.ts';
import { makeAccount } from '../helpers/factories.ts';

const me = makeAccount({ id: '5eed0000-0000-4000-8000-0000000000a1' });
const css = '/assets/index-abc.css';
const path = '/event/e1/attendees?filter=all';

function List({ ready, names }: { ready: boolean; names: string[] }) {
  useFirstScreen(ready, names);
  return ready ? (
    <ul data-first-screen-list>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  ) : (
    <p>Loading</p>
  );
}

let root: Root;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<link rel="stylesheet" href="${css}">`;
  document.body.innerHTML = '<div id="root"></div>';
  saveSession(me);
  useSessionStore.setState({ account: me, authenticated: true });
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  useSessionStore.setState({ account: null, authenticated: false });
});

const render = (ready: boolean, names: string[]) => act(() => root.render(<List ready={ready} names={names} />));
const saved = () => readFirstScreen(me.id, path, css)?.html ?? null;

describe('useFirstScreen', () => {
  it('swaps the live page in once ready, then saves it; saves again when the data changes', () => {
    writeFirstScreen({ accountId: me.id, path, css, html: '<ul><li>Old Name</li></ul>', savedAt: 1 });
    expect(paintFirstScreen()).toBe(true);
    root = createRoot(document.getElementById('root')!);

    render(false, []);
    expect(document.getElementById('first-screen')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(saved()).toContain('Old Name'); // nothing saved from a page still loading

    render(true, ['Ada Lovelace', 'Hilda Hidden']);
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(saved()).toContain('Hilda Hidden');

    // A sync: Hilda hid her profile. The saved screen follows without reopening the page.
    render(true, ['Ada Lovelace']);
    act(() => vi.advanceTimersByTime(1000));
    expect(saved()).toContain('Ada Lovelace');
    expect(saved()).not.toContain('Hilda Hidden');
  });
});
