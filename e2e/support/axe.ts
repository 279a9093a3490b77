import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

/**
 * What axe finds that a page must not have: every serious or critical violation, and every
 * violation of a best-practice rule (landmarks, headings, unique names) whatever its impact.
 */
const mustNotHave = (violation: Result) =>
  violation.tags.includes('best-practice') || violation.impact === 'serious' || violation.impact === 'critical';

const describe = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(', ')}`;

/** axe's best-practice rules, with those it leaves off by default (e.g. a complementary landmark inside another). */
const BEST_PRACTICE_RULES = Object.fromEntries(
  axe
    .getRules(['best-practice'])
    .filter((rule) => !rule.tags.includes('experimental'))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/**
 * What axe leaves out of a page, by route. The package overview repeats one entry's markup for each
 * of some 250 type aliases and variables: from its 100th block on, the entries are like those before,
 * and axe over all of them took more than twice as long (figures in PERF.md).
 */
const EXCLUDED: Record<string, string> = {
  '/api/graphql-js': 'main .rp-doc > :first-child > :nth-child(n+100)',
};

/** The rules whose outcome depends on colors: in dark mode the others would find what they find in light mode. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The violations axe finds on the page as it is now that it must not have, described: every rule in
 * light mode, the color rules in dark mode.
 */
export async function axeViolations(page: Page, { route, mode }: { route: string; mode: 'light' | 'dark' }) {
  const excluded = EXCLUDED[route];
  const builder = excluded ? new AxeBuilder({ page }).exclude(excluded) : new AxeBuilder({ page });
  const { violations } = await (
    mode === 'dark' ? builder.withRules(COLOR_RULES) : builder.options({ rules: BEST_PRACTICE_RULES })
  ).analyze();
  return violations.filter(mustNotHave).map(describe);
}
