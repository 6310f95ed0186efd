import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSession } from './state/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');

startSession();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
