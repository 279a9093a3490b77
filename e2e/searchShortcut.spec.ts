import { expect, type Page, test } from '@playwright/test';
import { editor, playground } from './support/playground';
import { Site } from './support/site';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });

test('/ opens search from the page, and typed in the search box it is just a character', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/object-types');
  await page.keyboard.press('/');
  const box = searchDialog(page).getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await page.keyboard.type('a/b');
  await expect(box).toHaveValue('a/b');
  await expect(searchDialog(page)).toHaveCount(1);
});

test('/ typed in a playground code editor stays in the editor and opens no search', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/docs/tutorials/passing-arguments');
  const query = await editor(page, 'Query');
  await query.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' /');
  await expect(query).toContainText(' /');
  await expect(searchDialog(page)).toHaveCount(0);
  await expect(playground(page)).toBeVisible();
});

test('/ typed in any contenteditable element opens no search', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  // The site has no contenteditable of its own outside the code editors: a reader's extension or a
  // future widget may add one, and / must type there too.
  await page.evaluate(() => {
    const note = document.createElement('div');
    note.contentEditable = 'true';
    note.setAttribute('role', 'textbox');
    note.setAttribute('aria-label', 'Note');
    document.body.prepend(note);
  });
  const note = page.getByRole('textbox', { name: 'Note' });
  await note.click();
  await page.keyboard.type('x/y');
  await expect(note).toHaveText('x/y');
  await expect(searchDialog(page)).toHaveCount(0);

  // Out of the field, / opens search again.
  await note.blur();
  await page.keyboard.press('/');
  await expect(searchDialog(page)).toBeVisible();
});
