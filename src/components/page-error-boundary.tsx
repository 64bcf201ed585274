import { Component, type ErrorInfo, type ReactNode } from 'react';

export const PAGE_ERROR = 'This page could not be shown.';

type Props = {
  children: ReactNode;
  /** What to show instead, for a part of a page (the page's own message otherwise). */
  fallback?: ReactNode;
};
type State = { failed: boolean };

/**
 * Catches what would otherwise blank the screen: a page whose code failed to load (an old chunk
 * after a deploy, the network gone) or a render error. Plain HTML, so the first chunk stays small.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <main style={{ maxWidth: 560, margin: '64px auto', padding: '0 16px', textAlign: 'center' }}>
        <div role="alert">
          <h1 style={{ fontSize: 22 }}>{PAGE_ERROR}</h1>
          <p>Reload to try again. What you saved is kept.</p>
        </div>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: '6px 16px', fontSize: 14 }}>
          Reload
        </button>
      </main>
    );
  }
}
