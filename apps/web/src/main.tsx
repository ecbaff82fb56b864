import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startWithBrowserNetwork } from './shared/lib/query-client';
import { registerServiceWorker } from './shared/lib/service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

startWithBrowserNetwork();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
