import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** What the reset button says and does, e.g. "Reset this panel". */
  readonly resetLabel: string;
  readonly onReset: () => void;
}

interface ErrorBoundaryState {
  readonly error: Error | null;
}

/** Shows what went wrong and a way out, instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Panel failed:', error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="panel-error" role="alert">
        <h3>This panel stopped working</h3>
        <p>
          It failed with: <code>{error.message || error.name}</code>. Your other panels are
          unaffected. Resetting restores the worked example.
        </p>
        <button type="button" className="button" onClick={this.reset}>
          {this.props.resetLabel}
        </button>
      </div>
    );
  }
}
