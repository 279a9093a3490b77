import { HomeLayout as DefaultHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';
import { RSPRESS_CLASS } from '../../rspressCompat';
import { DocContent } from '../DocContent';
import { MainContentTarget } from '../SkipToContent';
import './index.css';

/**
 * The default home layout (hero and features from frontmatter) followed by the page's own
 * MDX body, which the default layout drops: that is where the home page's code example lives.
 * All of it is the page's <main> landmark, which the default leaves out.
 */
export function HomeLayout(props: HomeLayoutProps) {
  return (
    <main className="gjs-home-main">
      <DefaultHomeLayout
        {...props}
        beforeHero={
          <>
            <MainContentTarget />
            {props.beforeHero}
          </>
        }
        afterFeatures={
          <>
            {props.afterFeatures}
            <section className={`gjs-home-content ${RSPRESS_CLASS.doc} ${RSPRESS_CLASS.docLegacy}`}>
              {/* The doc content (MDX components, error boundary) without the title it would add from frontmatter. */}
              <DocContent components={undefined} isOverviewPage />
            </section>
          </>
        }
      />
    </main>
  );
}
