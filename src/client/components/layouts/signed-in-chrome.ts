import { lazy } from 'react';

// The signed-in chrome (header tools with the account menu and the bell, the notifications
// panel with its stream, the event menu) loads as separate chunks: a signed-out visitor of the
// landing page never downloads it. main.tsx starts loading it early when the saved session says
// the visitor is signed in.
const importSignedInNav = () => import('../header/signed-in-nav.tsx');
const importSignedInOverlays = () => import('./signed-in-overlays.tsx');

export const SignedInNav = lazy(() => importSignedInNav().then((module) => ({ default: module.SignedInNav })));
export const SignedInOverlays = lazy(() => importSignedInOverlays().then((module) => ({ default: module.SignedInOverlays })));

export function preloadSignedInChrome(): void {
  void importSignedInNav().catch(() => undefined);
  void importSignedInOverlays().catch(() => undefined);
}
