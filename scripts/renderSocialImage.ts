/**
 * Renders public/og-image.png, the 1200×630 preview shown when a page is shared, from the site's
 * title, tagline and logo. Run after changing any of them: `npx tsx scripts/renderSocialImage.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SITE_TAGLINE, SITE_TITLE } from '../site/constants';

const repoRoot = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(repoRoot, 'public/favicon.svg'), 'utf8');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const html = `<!doctype html>
<html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;display:flex;flex-direction:column;justify-content:center;gap:32px;
  background:linear-gradient(135deg,#1b1330 0%,#3a1550 55%,#e10098 140%);color:#fff;font-family:'DejaVu Sans',system-ui,sans-serif">
  <div style="width:120px;height:120px">${logo}</div>
  <div style="font-size:96px;font-weight:700;letter-spacing:-2px">${escapeHtml(SITE_TITLE)}</div>
  <div style="font-size:40px;opacity:.9">${escapeHtml(SITE_TAGLINE)}</div>
</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.join(repoRoot, 'public/og-image.png') });
await browser.close();
console.log('Wrote public/og-image.png');
