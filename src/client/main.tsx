import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './stores/color-mode.ts';
import { App } from './app.tsx';
import { queryClient, router } from './router.tsx';
import { flushPendingSignOut, verifySession } from './lib/session-actions.ts';
import { trpcClient } from './lib/trpc.ts';
import { listenForInstallPrompt, registerServiceWorker } from './lib/register-sw.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Confirm the saved session with the server in the background: the app is already open
// (offline too); a refusal signs out here and the guards take the visitor to sign in.
const checkSession = async () => {
  await flushPendingSignOut(trpcClient);
  if (await verifySession(trpcClient, queryClient)) await router.invalidate();
};
void checkSession();
window.addEventListener('online', () => void checkSession());

listenForInstallPrompt();
void registerServiceWorker();
