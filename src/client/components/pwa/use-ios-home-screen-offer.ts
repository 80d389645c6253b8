import { useSyncExternalStore } from 'react';
import { offersIosHomeScreen, readDeviceSignals } from '#client/lib/ios-home-screen.ts';

// Nothing to listen to: a tab never becomes the Home Screen app (that opens a new page).
const subscribe = () => () => undefined;
const readOffer = () => offersIosHomeScreen(readDeviceSignals());
// The prerendered landing page is drawn with no device: false there, so it hydrates to the same
// markup, and React then draws the device's answer.
const noOfferWithoutDevice = () => false;

/** True on iOS in a browser tab, where the Home Screen steps and the 7-day warning belong. */
export function useIosHomeScreenOffer(): boolean {
  return useSyncExternalStore(subscribe, readOffer, noOfferWithoutDevice);
}
