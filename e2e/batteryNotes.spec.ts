import { expect, test } from '@playwright/test';
import { BATTERY_SIZE } from '../site/hostileBattery';
import { Site } from './support/site';

test("a server's code block says what the hostile-client battery did to it, and its link lists the attacks", async ({
  page,
}) => {
  const site = new Site(page);
  await site.goto('/docs/guides/operation-limits');
  const note = page.locator('.gjs-battery');
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(
    `Held ${BATTERY_SIZE} hostile-client attacks in the docs' tests, on graphql 16.15.0 and 17.1.0.`,
  );
  await note.getByRole('link', { name: `Held ${BATTERY_SIZE} hostile-client attacks` }).click();
  await expect(page).toHaveURL('/docs/guides/hostile-client-battery');
  await expect(page.getByRole('heading', { level: 1, name: 'The hostile-client battery' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Output amplification / })).toContainText('output-alias-fragment-ws');
});
