import { useEffect, useRef, useState } from 'react';

// The search text is kept in the URL (?q=), but a navigation per keystroke re-runs the route's
// guards and re-renders everything that watches the location: the list would wait for all of it
// on every key. So the list follows what was typed at once, and the URL catches up once typing
// pauses. A q that changes in the URL by other means (back button, a link) still wins.
const urlDelayMs = 300;

export function useTypedQuery(urlQuery: string | undefined, toUrl: (q: string | undefined) => void): [string | undefined, (q: string | undefined) => void] {
  const [typed, setTyped] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  /** The last q this hook put in the URL (or found there). */
  const [sent, setSent] = useState(urlQuery);
  /** Counts changes of q in the URL made by other means. */
  const [outsideChanges, setOutsideChanges] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toUrlRef = useRef(toUrl);
  useEffect(() => {
    toUrlRef.current = toUrl;
  });
  // Leaving the page drops a pending update: it must not navigate back here. A q that came by
  // other means (see below) replaces a pending one too.
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => clearTimeout(timer.current), [outsideChanges]);

  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    // Our own update arriving is not news; anything else is.
    if (urlQuery !== sent) {
      setSent(urlQuery);
      setTyped(urlQuery);
      setOutsideChanges((n) => n + 1);
    }
  }

  const type = (q: string | undefined) => {
    setTyped(q);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSent(q);
      toUrlRef.current(q);
    }, urlDelayMs);
  };
  return [typed, type];
}
