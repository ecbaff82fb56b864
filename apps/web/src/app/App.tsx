import { AppErrorBoundary } from './AppErrorBoundary';
import { AppProviders } from './providers';
import { Root } from './Root';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <Root />
      </AppProviders>
    </AppErrorBoundary>
  );
}
