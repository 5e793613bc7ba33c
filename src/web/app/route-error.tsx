/**
 * What a page shows when its code failed to load or to render: a Korean explanation and a
 * way to retry. The layout keys it by path, so moving to another page clears the error.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './route-error.module.css';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
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
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A page failed to render', error, info.componentStack);
  }

  retry = () => {
    // A chunk that failed to load stays failed inside React.lazy; only a reload fetches it again.
    window.location.reload();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <ErrorFallback onRetry={this.retry} />;
  }
}
