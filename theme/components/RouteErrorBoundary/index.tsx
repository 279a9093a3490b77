import { useLocation } from '@rspress/core/runtime';
import { Component, type ErrorInfo, type ReactNode, useContext } from 'react';
import { initPageData, PageContext } from '../../rspressCompat';
import { isChunkLoadError, isGoneFromServer } from './isChunkLoadError';
import './index.css';

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
  /** Reloads the current page's code and data; resolves when they are in. */
  reloadPage: () => Promise<void>;
}

interface BoundaryState {
  error: unknown;
  isRetrying: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Catches what goes wrong inside a page, so the navbar, sidebar and footer around it keep working:
 * a page whose code failed to load offers Retry; a page that threw while rendering offers Try again.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, isRetrying: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, isRetrying: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Page ${this.props.pathname} failed:`, error, info.componentStack);
  }

  private retry = async () => {
    if (isGoneFromServer(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ isRetrying: true });
    try {
      await this.props.reloadPage();
      this.setState({ error: null, isRetrying: false });
    } catch (error) {
      this.setState({ error, isRetrying: false });
    }
  };

  private tryAgain = () => this.setState({ error: null });

  render() {
    const { error, isRetrying } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) {
      return (
        <div className="gjs-route-error" role="alert">
          <p className="gjs-route-error__title">This page could not be loaded.</p>
          <p className="gjs-route-error__message">{messageOf(error)}</p>
          <button type="button" className="gjs-route-error__button" onClick={this.retry} disabled={isRetrying}>
            {isRetrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      );
    }
    return (
      <div className="gjs-route-error" role="alert">
        <p className="gjs-route-error__title">This page crashed.</p>
        <p className="gjs-route-error__message">{messageOf(error)}</p>
        <button type="button" className="gjs-route-error__button" onClick={this.tryAgain}>
          Try again
        </button>
      </div>
    );
  }
}

/** The error boundary of the current page, reset whenever the reader goes to another page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { setData } = useContext(PageContext);
  const reloadPage = async () => {
    // Loads the route's code again (our route loader allows that after a failure) and its page data,
    // which the app could not set when the first load failed.
    const pageData = await initPageData(pathname);
    setData?.(pageData);
  };
  return (
    <Boundary key={pathname} pathname={pathname} reloadPage={reloadPage}>
      {children}
    </Boundary>
  );
}
