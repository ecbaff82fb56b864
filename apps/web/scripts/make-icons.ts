/**
 * Draws the installed game's icons (public/icons/*.png) from public/icons/icon.svg with Debian's
 * Chromium: `npx tsx apps/web/scripts/make-icons.ts`. Run again only when the mark changes; the
 * PNGs are kept in the repository.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = fileURLToPath(new URL('../public/icons/', import.meta.url));
const svg = readFileSync(`${icons}icon.svg`, 'utf8');
/** The mask a launcher may cut (a circle of 80%) must not clip the anvil: full bleed, the anvil smaller. */
const maskable = svg
  .replace('rx="112"', 'rx="0"')
  .replace('translate(100 100) scale(13)', 'translate(140 140) scale(9.67)');
/** Android's status bar badge: the anvil alone, white on transparent (the system tints it). */
const badge = svg
  .replace(/<rect[^>]*\/>/, '')
  .replace('stroke="#020617"', 'stroke="#ffffff"')
  .replace('translate(100 100) scale(13)', 'translate(40 40) scale(18)');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const [name, source, size] of [
  ['icon-192.png', svg, 192],
  ['icon-512.png', svg, 512],
  ['apple-touch-icon.png', maskable, 180],
  ['icon-maskable-512.png', maskable, 512],
  ['badge-96.png', badge, 96],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  await page.screenshot({ path: `${icons}${name}`, omitBackground: true });
  console.log(`apps/web/public/icons/${name}`);
}
await browser.close();
