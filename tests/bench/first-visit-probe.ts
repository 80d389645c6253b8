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
  /** Long tasks (start, duration): where the page's main thread was busy. */
  longTasks: Array<[number, number]>;
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
  const marks: ProbeMarks = { meaningfulAt: null, workerActivatedAt: null, packSavedAt: null, longTasks: [] };
  window.firstVisitMarks = marks;
  // The element is watched with an IntersectionObserver, whose entries come from the layout of the
  // frame that shows it; reading its box from the mutation callback instead would force a layout
  // at every mutation (some 0.1 s of the page's own work at CPU 4×, seen in a CPU profile).
  // The mark is that frame's time: the frame that shows it.
  const watched = new WeakSet<Element>();
  const visible = new IntersectionObserver((entries) => {
    const shown = entries.find((entry) => entry.isIntersecting && entry.boundingClientRect.width > 0 && entry.boundingClientRect.height > 0);
    if (!shown || marks.meaningfulAt !== null) return;
    marks.meaningfulAt = shown.time;
    visible.disconnect();
  });
  const savedLine = () => [...document.querySelectorAll('[role="status"]')].some((element) => /^Updated \d\d:\d\d$/.test(element.textContent ?? ''));
  const look = () => {
    const element = marks.meaningfulAt === null ? document.querySelector(selector) : null;
    if (element && !watched.has(element)) {
      watched.add(element);
      visible.observe(element);
    }
    if (marks.packSavedAt === null && savedLine()) marks.packSavedAt = performance.now();
  };
  new PerformanceObserver((list) => list.getEntries().forEach((task) => marks.longTasks.push([task.startTime, task.duration]))).observe({ type: 'longtask', buffered: true });
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active;
    if (!worker) return;
    if (worker.state === 'activated') marks.workerActivatedAt = performance.now();
    else worker.addEventListener('statechange', () => worker.state === 'activated' && (marks.workerActivatedAt = performance.now()));
  });
}
