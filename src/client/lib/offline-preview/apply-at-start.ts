import { applyOfflinePreviewAtStart } from './offline-preview.ts';

// Imported by main.tsx ahead of the router and the stores, so the address is cleaned before the
// router reads it and the network is cut before anything can fetch.
applyOfflinePreviewAtStart();
