import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadApi } from './api/useApi';
import { App, loadPortal } from './App';
import { preloadPageData } from './routing/pageData';
import { session, startSession } from './state/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');

startSession();
if (session.primaryToken !== null) {
  // A reload of a signed-in tab asks for the user info now rather than after React's first render (about 100 ms
  // later on the endpoint page); the session gate's own request takes it over.
  preloadApi('userInfo', {});
  // The page's own large reads start as soon as the user info names the customer, not once its code has run.
  preloadPageData(window.location.pathname);
  // The portal and the page download at once, while the user info is still on its way.
  loadPortal().catch(() => undefined);
}
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
