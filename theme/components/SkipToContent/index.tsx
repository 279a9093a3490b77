import './index.css';

/** Fragment id of the element the skip link jumps to; each layout renders one `MainContentTarget`. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the navbar to the page's own content. */
export function SkipToContent() {
  return (
    <a className="gjs-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}

/**
 * Where the skip link lands. Focusable with tabIndex -1 so that, after the jump, the next Tab
 * continues inside the content instead of restarting at the navbar.
 */
export function MainContentTarget() {
  return <div id={MAIN_CONTENT_ID} className="gjs-main-content-target" tabIndex={-1} />;
}
