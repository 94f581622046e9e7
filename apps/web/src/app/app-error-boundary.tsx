import { Component, type ReactNode } from 'react';
import { renderFatalFallback } from '../boot/fatal-fallback';

type Props = { root: HTMLElement; children: ReactNode };

/** Last line of defence: an error no route caught (e.g. in a provider) shows the fatal-start page. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    // Render outside React on the next tick, after React has finished with the root's children.
    setTimeout(() => renderFatalFallback(this.props.root), 0);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
