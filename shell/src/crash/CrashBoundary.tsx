import { Component, type ReactNode } from 'react';
import { CrashView } from './CrashScreen';

/** Catches a crash anywhere above the router (splash, care gate) and shows the crash screen. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    if (this.state.error) return <CrashView error={this.state.error} />;
    return this.props.children;
  }
}
