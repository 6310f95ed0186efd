import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadPortal } from './App';
import { session, startSession } from './state/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');

startSession();
// A reload of a signed-in tab downloads the portal and the page at once, while the user info is still being fetched.
if (session.primaryToken !== null) loadPortal().catch(() => undefined);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
