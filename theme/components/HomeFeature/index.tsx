import { useFrontmatter } from '@rspress/core/runtime';
import { Link } from '../Link';
import './index.css';

/** One card of the home page's `features` frontmatter. */
interface Feature {
  title: string;
  details: string;
  link?: string;
}

/**
 * The home page's feature cards from the `features` frontmatter. It replaces the default, whose
 * cards look clickable but are an <article> with a click handler: no link a keyboard or a screen
 * reader can reach. Here each card's title is a real link whose area covers the whole card, so the
 * card has one link, named by its title, with a visible focus ring.
 */
export function HomeFeature() {
  const { frontmatter } = useFrontmatter();
  const features = (frontmatter.features ?? []) as Feature[];
  if (features.length === 0) return null;
  return (
    <ul className="gjs-home-features">
      {features.map((feature) => (
        <li key={feature.title} className="gjs-home-feature">
          <h2 className="gjs-home-feature__title">
            {feature.link ? (
              <Link className="gjs-home-feature__link" href={feature.link}>
                {feature.title}
              </Link>
            ) : (
              feature.title
            )}
          </h2>
          <p className="gjs-home-feature__details">{feature.details}</p>
        </li>
      ))}
    </ul>
  );
}
