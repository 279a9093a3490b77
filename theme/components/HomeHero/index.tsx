import { useFrontmatter } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';
import { RSPRESS_CLASS } from '../../rspressCompat';
// The default hero's stylesheet (its classes are reused below); replacing the component drops the
// import the default one makes, and with it every hero style.
import '../../rspressCompat/styles';
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
    <div className={`${RSPRESS_CLASS.homeHero} ${RSPRESS_CLASS.homeHeroNoImage}`}>
      <div className={RSPRESS_CLASS.homeHeroContainer}>
        <div className={RSPRESS_CLASS.homeHeroContent}>
          <h1 className={RSPRESS_CLASS.homeHeroTitle}>
            <span className={RSPRESS_CLASS.homeHeroTitleBrand}>{hero.name}</span>
          </h1>
        </div>
        {hero.tagline && <p className={RSPRESS_CLASS.homeHeroTagline}>{hero.tagline}</p>}
        <div className={RSPRESS_CLASS.homeHeroActions}>
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className={RSPRESS_CLASS.homeHeroAction}
            >
              {action.text}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
