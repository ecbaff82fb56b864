import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { PlugZap, RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';

interface BoundaryProps {
  children: ReactNode;
  onReset: () => void;
  /** When it changes (another page), a caught error is cleared. */
  resetKey: string;
}

/** Catches a page that crashed while rendering (or whose code failed to load). */
class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(prev: BoundaryProps) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[page] render failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center rounded-xl border border-amber-400/30 bg-panel px-6 py-10 text-center"
      >
        <PlugZap aria-hidden className="size-10 text-amber-400" />
        <h2 className="mt-4 text-lg font-semibold">This feature needs a backend connection.</h2>
        <p className="mt-1 text-sm text-ink-muted">Running in demo mode.</p>
        <p className="mt-3 font-mono text-xs break-words text-ink-muted">{this.state.error.message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button icon={<RotateCw aria-hidden className="size-4" />} onClick={this.retry}>
            Retry
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </div>
      </section>
    );
  }
}

/**
 * The error boundary around page content: Retry also resets failed queries, and moving to another
 * page clears the error (without remounting, so page transitions keep the old page until the new one is ready).
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <Boundary onReset={reset} resetKey={resetKey}>
      {children}
    </Boundary>
  );
}
