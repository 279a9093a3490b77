import type { Page } from '@playwright/test';

/** The first playground of the page, by its accessible name ("Try it: …"). */
export const playground = (page: Page) => page.getByRole('region', { name: /^Try it:/ }).first();

/** Where the playground shows a result or why there is none. */
export const result = (page: Page) => playground(page).locator('output');

/** Types a query into the playground, runs it, and returns where its result appears. */
export async function runQuery(page: Page, query: string) {
  await playground(page).getByRole('textbox', { name: 'Query' }).fill(query);
  await playground(page).getByRole('button', { name: 'Run' }).click();
  return result(page);
}
