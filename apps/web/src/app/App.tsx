import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { registerServiceWorker } from '@/shared/lib/service-worker';
import { createRouter } from './router';

const router = createRouter();
registerServiceWorker((path) => void router.navigate(path));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
