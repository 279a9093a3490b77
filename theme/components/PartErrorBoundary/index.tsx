import { Component, type ErrorInfo, type ReactNode } from 'react';
import '../RouteErrorBoundary/index.css';

interface PartErrorBoundaryProps {
  /** What the part is, as the message names it: "This playground". */
  name: string;
  children: ReactNode;
}

interface PartErrorBoundaryState {
  error: unknown;
  /** Counts the restarts: a new key mounts the part afresh. */
  restarts: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Catches what goes wrong inside one interactive part of a page (a playground, a runnable example),
 * so that the part alone says it stopped, with the error and a way to start it again, and the
 * article around it, with the reader's other edits, stays: the page's own boundary
 * (RouteErrorBoundary) would replace the whole article with "This page crashed.".
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, PartErrorBoundaryState> {
  state: PartErrorBoundaryState = { error: null, restarts: 0 };

  static getDerivedStateFromError(error: unknown): Partial<PartErrorBoundaryState> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.name} failed:`, error, info.componentStack);
  }

  private restart = () => this.setState(({ restarts }) => ({ error: null, restarts: restarts + 1 }));

  render() {
    const { error, restarts } = this.state;
    if (error === null) return <Restartable key={restarts}>{this.props.children}</Restartable>;
    return (
      <div className="gjs-route-error" role="alert">
        <p className="gjs-route-error__title">{this.props.name} stopped working.</p>
        <p className="gjs-route-error__message">{messageOf(error)}</p>
        <button type="button" className="gjs-route-error__button" onClick={this.restart}>
          Start it again
        </button>
      </div>
    );
  }
}

/** The part, mounted afresh under a new key. */
const Restartable = ({ children }: { children: ReactNode }) => children;
