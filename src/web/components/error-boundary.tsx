/**
 * The one error boundary: around every page (the layout keys it by path, so moving to another
 * page clears the error) and around the fragile parts of a page (map, slideshow, editor,
 * booking grid), so that a part which fails leaves the rest of the page usable. Either way the
 * visitor reads a Korean explanation and may try again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './error-boundary.module.css';

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <h1>페이지를 표시하지 못했습니다</h1>
      <p>일시적인 문제일 수 있습니다. 다시 시도해 주세요.</p>
      <button type="button" className="button" onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Shown instead of the default page-sized message, for fragile parts (map, editor, grid). */
  fallback?: (retry: () => void) => ReactNode;
  /**
   * What trying again does. `reload` (the default) loads the page again: a chunk that failed
   * to load stays failed inside React.lazy, and only a reload fetches it again. `render` draws
   * the part again, for a part that makes a fresh lazy component itself (the map).
   */
  retry?: 'reload' | 'render';
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A part of the page failed to render', error, info.componentStack);
  }

  retry = () => {
    if (this.props.retry === 'render') this.setState({ failed: false });
    else window.location.reload();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <ErrorFallback onRetry={this.retry} />;
  }
}
