import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { skipUnusedReactListeners, unusedReactEvents } from '#client/lib/skip-unused-react-listeners.ts';

// React listens at its root for every event it supports; the app handles no wheel or touch events,
// so its roots skip those listeners (a scroll's wheel and touch moves then never reach the main
// thread). Everything else React listens for must still arrive.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A container that records the event types listened for on it (after React's own wrapper, if any). */
function recordingContainer(): { container: HTMLElement; listened: string[] } {
  const container = document.createElement('div');
  document.body.append(container);
  const listened: string[] = [];
  const add = container.addEventListener.bind(container);
  container.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    listened.push(type);
    if (listener) add(type, listener, options);
  };
  return { container, listened };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('skipUnusedReactListeners', () => {
  it('keeps React from listening for wheel and touch events at the root, and only those', () => {
    const plain = recordingContainer();
    const skipping = recordingContainer();
    skipUnusedReactListeners(skipping.container);
    const plainRoot = createRoot(plain.container);
    const skippingRoot = createRoot(skipping.container);

    // Without it React listens for them (so the skip is what removes them)...
    for (const type of unusedReactEvents) expect(plain.listened).toContain(type);
    // ...with it, none of them, and every other type React listens for still.
    for (const type of unusedReactEvents) expect(skipping.listened).not.toContain(type);
    expect(skipping.listened.sort()).toEqual(plain.listened.filter((type) => !unusedReactEvents.has(type)).sort());
    act(() => {
      plainRoot.unmount();
      skippingRoot.unmount();
    });
  });

  it('leaves clicks, keys and pointer events to React as before', () => {
    const { container } = recordingContainer();
    skipUnusedReactListeners(container);
    const heard: string[] = [];
    const root = createRoot(container);
    act(() => {
      root.render(
        <button type="button" onClick={() => heard.push('click')} onKeyDown={() => heard.push('keydown')} onPointerDown={() => heard.push('pointerdown')} onWheel={() => heard.push('wheel')}>
          Go
        </button>,
      );
    });
    const button = container.querySelector('button')!;
    act(() => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    });
    // The wheel handler is what lint forbids (eslint.config.js): here it shows why, it is never called.
    expect(heard).toEqual(['click', 'keydown', 'pointerdown']);
    act(() => root.unmount());
  });
});
