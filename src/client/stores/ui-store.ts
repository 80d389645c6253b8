import { create } from 'zustand';
import { lockScroll, unlockScroll } from './scroll-lock.ts';

// The main (event) menu and the notifications panel never show together: both cover the page.
// The menu locks page scrolling while it is open; so does the panel, which covers the page too.
// Opening the panel also marks the notifications read: the notifications store, which
// loads with the signed-in chrome, listens for it (this store is in the first bundle).
export interface UiState {
  menuOpen: boolean;
  notificationsOpen: boolean;
  signInRedirect: string | null;
  openMenu: () => void;
  closeMenu: () => void;
  toggleMenu: () => void;
  openNotifications: () => void;
  closeNotifications: () => void;
  setSignInRedirect: (target: string | null) => void;
  reset: () => void;
}

export const useUiStore = create<UiState>()((setState, getState) => ({
  menuOpen: false,
  notificationsOpen: false,
  signInRedirect: null,

  openMenu: () => {
    if (getState().notificationsOpen) getState().closeNotifications();
    lockScroll('menu');
    setState({ menuOpen: true });
  },
  closeMenu: () => {
    unlockScroll('menu');
    setState({ menuOpen: false });
  },
  toggleMenu: () => (getState().menuOpen ? getState().closeMenu() : getState().openMenu()),

  openNotifications: () => {
    if (getState().menuOpen) getState().closeMenu();
    lockScroll('notifications');
    setState({ notificationsOpen: true });
  },
  closeNotifications: () => {
    unlockScroll('notifications');
    setState({ notificationsOpen: false });
  },

  setSignInRedirect: (target) => setState({ signInRedirect: target }),
  reset: () => {
    unlockScroll('menu');
    unlockScroll('notifications');
    setState({ menuOpen: false, notificationsOpen: false, signInRedirect: null });
  },
}));
