import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/test/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(6000);
await page.screenshot({ path: process.argv[3] });
console.log((await page.locator('body').innerText()).slice(0, 600));
await browser.close();
