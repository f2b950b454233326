import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CrashScreen, ErrorFallback } from './error-fallback';

/** Last line of defence around the whole app: the crash screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }
  override render() {
    return this.state.error ? <CrashScreen message={this.state.error.message} /> : this.props.children;
  }
}

/** A screen's code chunk failed to download (offline, or a deploy replaced it): not a message for people. */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

class ScreenErrorBoundary extends Component<
  { children: ReactNode; onRetry?: () => void },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen error', error, info.componentStack);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const message = isChunkLoadError(this.state.error) ? undefined : this.state.error.message;
    const retry = () => {
      this.props.onRetry?.();
      this.setState({ error: null });
    };
    return <ErrorFallback message={message} onRetry={retry} />;
  }
}

/** Wraps every screen: the fallback with "Reintentar"; a new location starts clean. */
export function RouteErrorBoundary({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const location = useLocation();
  return (
    <ScreenErrorBoundary key={location.pathname} onRetry={onRetry}>
      {children}
    </ScreenErrorBoundary>
  );
}
