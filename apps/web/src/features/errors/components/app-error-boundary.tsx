import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/features/errors/components/error-fallback';

type State = { hasError: boolean };

/** Last line of defence around the router and providers. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorFallback standalone />;
    return this.props.children;
  }
}
