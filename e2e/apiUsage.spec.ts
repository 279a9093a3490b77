import { expect, type Locator, type Page, test } from '@playwright/test';
import { Site } from './support/site';

/* Where a type is used, and options objects explained under the parameter that takes them, in both versions. */

const VERSIONS = [
  { label: 'graphql 16', base: '/api/graphql-js' },
  { label: 'graphql 17', base: '/api/graphql-js/v17' },
];

/** The entries of a "Where it is used" subsection: its list, and the entries folded under "N more" once opened. */
async function usageEntries(page: Page, title: string): Promise<Locator> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Where it is used' })).toBeVisible();
  const heading = main.getByRole('heading', { level: 3, name: title });
  await expect(heading).toBeVisible();
  const more = heading.locator('xpath=following-sibling::*[2][self::details]');
  if ((await more.count()) > 0) await more.getByText(/^\d+ more$/).click();
  return heading.locator('xpath=following-sibling::*[position() <= 2][self::ul or self::details]');
}

/** A row of the parameters table, by the name in its first cell. */
const parameterRow = (scope: Locator, name: string) =>
  scope.getByRole('row').filter({ has: scope.page().getByRole('cell', { name, exact: true }) });

// Each test opens two or three pages, on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

for (const { label, base } of VERSIONS) {
  test.describe(`where a type is used (${label})`, () => {
    test('DocumentNode is returned by parse, taken by validate, execute and print, and extended by TypedQueryDocumentNode', async ({
      page,
    }) => {
      const site = new Site(page);
      await site.goto(`${base}/interface/DocumentNode`);
      const returnedBy = await usageEntries(page, 'Returned by');
      await expect(returnedBy.getByRole('link', { name: 'parse', exact: true })).toHaveAttribute(
        'href',
        `${base}/function/parse`,
      );
      const takenBy = await usageEntries(page, 'Taken by');
      await expect(takenBy.getByRole('link', { name: 'validate', exact: true })).toBeVisible();
      await expect(
        takenBy.getByRole('listitem').filter({ hasText: /^execute \(through ExecutionArgs\.document\)$/ }),
      ).toBeVisible();
      await expect(takenBy.getByRole('listitem').filter({ hasText: /^print \(through ASTNode\)$/ })).toBeVisible();
      const extendedBy = await usageEntries(page, 'Extended by');
      await expect(extendedBy.getByRole('link', { name: 'TypedQueryDocumentNode', exact: true })).toBeVisible();
      await returnedBy.getByRole('link', { name: 'parse', exact: true }).click();
      await expect(page).toHaveURL(`${base}/function/parse`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('parse');
    });

    test('GraphQLObjectType lists the tutorials and guides that use it, and they open', async ({ page }) => {
      const site = new Site(page);
      await site.goto(`${base}/class/GraphQLObjectType`);
      // Above "Where it is used": the messages its own code writes, linked to their entries (16 checks isTypeOf in
      // the constructor; 17's constructor checks nothing itself, so its page has no such section).
      const messages = page.getByRole('main').getByRole('heading', { level: 2, name: 'Messages it can produce' });
      if (base === '/api/graphql-js')
        await expect(
          messages
            .locator('xpath=following-sibling::ul[1]')
            .getByRole('link', { name: '{typeName} must provide "isTypeOf" as a function, but got: {isTypeOf}.' }),
        ).toHaveAttribute('href', '/docs/errors/type-construction#must-provide-is-type-of-as-a-function');
      else await expect(messages).toHaveCount(0);
      const guides = await usageEntries(page, 'In the guides');
      // Object types links to the default version's page, which counts for both versions.
      await expect(guides.getByRole('link', { name: 'Constructing types', exact: true })).toBeVisible();
      await guides.getByRole('link', { name: 'Object types', exact: true }).click();
      await expect(page).toHaveURL('/docs/tutorials/object-types');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Object types');
    });

    test('GraphQLError extends Error, and ValidationContext a base class graphql does not export', async ({ page }) => {
      const site = new Site(page);
      await site.goto(`${base}/class/GraphQLError`);
      await expect(await usageEntries(page, 'Extends')).toHaveText('Error');
      await site.goto(`${base}/class/ValidationContext`);
      const extended = await usageEntries(page, 'Extends');
      await expect(extended).toHaveText('ASTValidationContext');
      await expect(extended.getByRole('link')).toHaveCount(0);
    });
  });

  test.describe(`options objects explained in place (${label})`, () => {
    test("execute's parameter lists ExecutionArgs' fields with their types, linked to each field", async ({ page }) => {
      const site = new Site(page);
      await site.goto(`${base}/function/execute`);
      const parameters = page.getByRole('main').getByRole('table').first();
      await expect(parameterRow(parameters, 'args')).toContainText('ExecutionArgs');
      const schema = parameterRow(parameters, 'args.schema');
      await expect(schema.getByRole('link', { name: 'GraphQLSchema', exact: true })).toHaveAttribute(
        'href',
        `${base}/class/GraphQLSchema`,
      );
      await expect(parameterRow(parameters, 'args.document').getByRole('link', { name: 'DocumentNode' })).toBeVisible();
      await expect(parameterRow(parameters, 'args.contextValue?')).toBeVisible();
      await parameters.getByRole('link', { name: 'args.document', exact: true }).click();
      await expect(page).toHaveURL(`${base}/interface/ExecutionArgs#document`);
    });

    test("GraphQLObjectType's constructor lists the config's fields with their types", async ({ page }) => {
      const site = new Site(page);
      await site.goto(`${base}/class/GraphQLObjectType`);
      const constructorTable = page
        .getByRole('main')
        .getByRole('table')
        .filter({ has: page.getByRole('cell', { name: 'config', exact: true }) })
        .first();
      await expect(parameterRow(constructorTable, 'config')).toContainText('GraphQLObjectTypeConfig');
      await expect(parameterRow(constructorTable, 'config.name')).toContainText('string');
      await expect(
        parameterRow(constructorTable, 'config.fields').getByRole('link', { name: 'GraphQLFieldConfig' }),
      ).toBeVisible();
      await expect(parameterRow(constructorTable, 'config.description?')).toBeVisible();
    });
  });
}
