import { create } from 'zustand';

// Alerts have ids (so one can be closed on its own); auto-closing ones leave after 5000 ms unless told otherwise.
export const defaultAutoCloseMs = 5000;

export type AlertKind = 'info' | 'success' | 'warning' | 'error';

interface Alert {
  id: string;
  kind: AlertKind;
  title: string;
  description?: string;
  /** true → default delay; a number → that many ms; false → stays until closed. */
  autoClose: boolean | number;
}

export type NewAlert = Omit<Alert, 'id' | 'autoClose'> & { autoClose?: boolean | number };

export interface AlertsState {
  alerts: Alert[];
  add: (alert: NewAlert) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

export const useAlertsStore = create<AlertsState>()((setState, getState) => ({
  alerts: [],
  add: ({ autoClose = true, ...rest }) => {
    counter += 1;
    const id = `alert-${counter}`;
    setState({ alerts: [...getState().alerts, { ...rest, id, autoClose }] });
    if (autoClose !== false) {
      const delay = autoClose === true ? defaultAutoCloseMs : autoClose;
      timers.set(id, setTimeout(() => getState().dismiss(id), delay));
    }
    return id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    setState({ alerts: getState().alerts.filter((alert) => alert.id !== id) });
  },
  clear: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    setState({ alerts: [] });
  },
}));

/** Shorthand for code outside React. */
export function showAlert(alert: NewAlert): string {
  return useAlertsStore.getState().add(alert);
}
