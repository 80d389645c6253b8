// What the first-visit bench (first-visit.ts) records inside the page, from before the page's own
// scripts run (an init script): when the screen's first meaningful element is on screen, when the
// service worker is activated (its precache complete), and when the event's data is saved on the
// phone (the pack's "Updated HH:MM" line). Times are the page's performance.now(), so they compare
// with its paint entries; a mark is taken at the frame after the element appears, as that is
// the frame that shows it.

export interface ProbeOptions {
  /** CSS selector of the screen's first meaningful element (a session title, a person, the event's name). */
  selector: string;
  /** The app's saved sign-in hint (localStorage), as the app writes it when one signs in on this phone. */
  savedSession: { key: string; value: string };
}

export interface ProbeMarks {
  meaningfulAt: number | null;
  workerActivatedAt: number | null;
  packSavedAt: number | null;
}

declare global {
  interface Window {
    firstVisitMarks?: ProbeMarks;
  }
}

/** Runs in the page (serialised by Playwright's addInitScript): imports nothing. */
export function installFirstVisitProbe({ selector, savedSession }: ProbeOptions): void {
  if (window.top !== window) return;
  if (localStorage.getItem(savedSession.key) === null) localStorage.setItem(savedSession.key, savedSession.value);
  const marks: ProbeMarks = { meaningfulAt: null, workerActivatedAt: null, packSavedAt: null };
  window.firstVisitMarks = marks;
  const onScreen = (element: Element | null) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
  };
  const savedLine = () => [...document.querySelectorAll('[role="status"]')].some((element) => /^Updated \d\d:\d\d$/.test(element.textContent ?? ''));
  const look = () => {
    if (marks.meaningfulAt === null && onScreen(document.querySelector(selector))) {
      marks.meaningfulAt = -1;
      requestAnimationFrame(() => (marks.meaningfulAt = performance.now()));
    }
    if (marks.packSavedAt === null && savedLine()) marks.packSavedAt = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active;
    if (!worker) return;
    if (worker.state === 'activated') marks.workerActivatedAt = performance.now();
    else worker.addEventListener('statechange', () => worker.state === 'activated' && (marks.workerActivatedAt = performance.now()));
  });
}
