import type { EngineFlow } from '../engine-page.ts';
import { albumUploadFlow } from './album-upload.flow.ts';
import { codesAndBingoFlow } from './codes-and-bingo.flow.ts';
import { doorCheckInFlow } from './door-check-in.flow.ts';
import { eventOfflineFlow } from './event-offline.flow.ts';
import { menusAndDarkModeFlow } from './menus-and-dark-mode.flow.ts';
import { organizerConsoleFlow } from './organizer-console.flow.ts';
import { offlineReloadFlow } from './offline-reload.flow.ts';
import { pollsQuestionsLiveFlow } from './polls-questions-live.flow.ts';
import { signInAndRegisterFlow } from './sign-in-and-register.flow.ts';
import { storageRestartFlow } from './storage-restart.flow.ts';

// The flows every phone's engine must pass (issue 34), in the order. Each engine's
// driver runs this one list: Playwright for Chromium and Firefox (e2e/specs/engine-flows.spec.ts),
// WebDriver for WebKitGTK (e2e/engines/webkit/run-webkit-flows.ts).
export const engineFlows: EngineFlow[] = [signInAndRegisterFlow, offlineReloadFlow, eventOfflineFlow, doorCheckInFlow, codesAndBingoFlow, pollsQuestionsLiveFlow, albumUploadFlow, organizerConsoleFlow, menusAndDarkModeFlow, storageRestartFlow];
