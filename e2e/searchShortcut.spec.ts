import { expect, type Page, type Route, test } from '@playwright/test';
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

test('Ctrl+K pressed before the page has loaded its scripts opens search once they have run', async ({ page }) => {
  // The page's scripts are held until the key is down: it is pressed while only the server's HTML is on screen.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/static/js/**', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('/docs/tutorials/object-types', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  holding = false;
  for (const route of held) await route.continue();
  const box = searchDialog(page).getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  // Once the app listens itself, the shortcut is its own again: Escape closes, Ctrl+K opens once more.
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toHaveCount(0);
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
});
