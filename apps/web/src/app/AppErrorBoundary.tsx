import { Component, type ReactNode } from 'react';
import { RootErrorPage } from './RootErrorPage';

/** The last resort around everything, the gate included (the game's router has its own, with the same page). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RootErrorPage error={this.state.error} />;
  }
}
