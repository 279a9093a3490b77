import { expect, test } from '@playwright/test';
import { Site } from './support/site';

const columns = [
  {
    title: 'Docs',
    links: [
      ['Tutorial', '/docs/tutorials/'],
      ['Guides', '/docs/guides/'],
      ['API', '/api/graphql-js'],
    ],
  },
  {
    title: 'Community',
    links: [
      ['Code of Conduct', 'https://graphql.org/codeofconduct/'],
      ['Stack Overflow', 'https://stackoverflow.com/questions/tagged/graphql-js'],
      ['Discord', 'https://discord.graphql.org/'],
      ['Twitter', 'https://twitter.com/graphql'],
      ['Upcoming Events', 'https://graphql.org/community/upcoming-events/'],
    ],
  },
  {
    title: 'More',
    links: [
      ['GraphQL JS Working Group', 'https://github.com/graphql/graphql-js-wg'],
      ['GraphQL Foundation', 'https://graphql.org/foundation/'],
      ['GraphQL Spec', 'https://spec.graphql.org/'],
    ],
  },
];

for (const path of ['/', '/docs/tutorials/', '/no-such-page']) {
  test(`footer on ${path} has three columns, their links and the copyright line`, async ({ page }) => {
    const site = new Site(page);
    await site.goto(path);
    await expect(site.footer.getByRole('heading', { level: 2 })).toHaveText(columns.map((column) => column.title));

    for (const column of columns) {
      const nav = site.footer.getByRole('navigation', { name: column.title });
      const links = nav.getByRole('link');
      await expect(links).toHaveText(column.links.map(([label]) => label!));
      for (const [index, [, href]] of column.links.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', href!);
        if (href!.startsWith('https://')) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
    }
    await expect(site.footer).toContainText('Copyright © 2022 The GraphQL Foundation');
  });
}

test('the footer Tutorial link navigates to the tutorial', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.footer.getByRole('link', { name: 'Tutorial' }).click();
  await expect(page).toHaveURL('/docs/tutorials/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Getting started with graphql-js');
});

test('the footer Guides link navigates to the guides index', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.footer.getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL('/docs/guides/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Guides/);
});
