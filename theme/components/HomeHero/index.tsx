import { useFrontmatter } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';
// The default hero's stylesheet (its classes are reused below); replacing the component drops the
// import the default one makes, and with it every hero style.
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import './index.css';

/**
 * The home page hero from the page's `hero` frontmatter, with the default theme's classes. It
 * replaces the default because that one renders the site name in a <div>: the page had no <h1>.
 */
export function HomeHero() {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero;
  if (!hero) return null;
  return (
    <div className="rp-home-hero rp-home-hero--no-image">
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand">{hero.name}</span>
          </h1>
        </div>
        {hero.tagline && <p className="rp-home-hero__tagline">{hero.tagline}</p>}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button key={action.link} type="a" href={action.link} theme={action.theme} className="rp-home-hero__action">
              {action.text}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
