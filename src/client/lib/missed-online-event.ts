// The page learns that the network is back from one `online` event: the Offline indicator, the
// outbox, TanStack Query, the live stream and the session check all wait for it. Firefox can fail
// to send it: its network emulation (devtools' offline mode, WebDriver BiDi's
// emulation.setNetworkConditions) takes a document's starting state from the real network, so a
// page *loaded* while emulated offline sees navigator.onLine turn true when the network comes
// back, and no event. With no other way for the page to hear, a missed event would leave
// the page offline until it is reloaded. So while navigator.onLine says offline it is read
// again every few seconds; once it says online and no `online` event came, one is sent.

export interface OnlineEventTarget {
  navigator: Pick<Navigator, 'onLine'>;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  dispatchEvent: Window['dispatchEvent'];
}

/** How often navigator.onLine is read while it says offline: a boolean read, nothing sent. */
export const onlineRecheckMs = 3_000;

/** Watches for a return to the network that came without its `online` event. Returns a stop function. */
export function sendMissedOnlineEvents(win: OnlineEventTarget = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const recheck = () => {
    timer = undefined;
    if (win.navigator.onLine === false) waitForNetwork();
    else win.dispatchEvent(new Event('online'));
  };
  const waitForNetwork = () => {
    stopWaiting();
    timer = setTimeout(recheck, onlineRecheckMs);
  };
  win.addEventListener('offline', waitForNetwork);
  win.addEventListener('online', stopWaiting);
  if (win.navigator.onLine === false) waitForNetwork();
  return () => {
    stopWaiting();
    win.removeEventListener('offline', waitForNetwork);
    win.removeEventListener('online', stopWaiting);
  };
}
