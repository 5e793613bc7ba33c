/**
 * What a journey needs to ask Chromium which fonts a page drew with: the page's subsets made
 * first (`warm`), the families of an element's Korean glyphs (`fontsOf`), and the layout shifts
 * summed from the first paint (`watchShifts`, read back with `layoutShiftOf`).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A page's HTML once its subsets are made: a server makes a set of characters' subset once, in
 * the background, and the first visitor after a change may go without it.
 */
export async function warm(request: APIRequestContext, path: string): Promise<void> {
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt++) {
    const html = await (await request.get(path)).text();
    const faces = [...html.matchAll(/url\(\/fonts\/[0-9a-f]{20}\.woff2\)/g)].join();
    if (faces && faces === previous) return;
    previous = faces;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} never declared its font subsets`);
}

/** The fonts Chromium drew the Korean text of the first element matching `within` with, by family. */
export async function fontsOf(page: Page, within: string): Promise<string[]> {
  // The first element in `within` with Korean text of its own (the fonts are reported per node).
  const found = await page.evaluate((within) => {
    for (const element of document.querySelectorAll(`${within}, ${within} *`)) {
      const own = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /[가-힣]/.test(node.textContent ?? ''),
      );
      if (own && (element as HTMLElement).offsetParent !== null) {
        element.setAttribute('data-font-probe', within);
        return true;
      }
    }
    return false;
  }, within);
  expect(found, `Korean text in ${within}`).toBe(true);
  const selector = `[data-font-probe="${within}"]`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Sums every layout shift from the first paint of each page the tab loads, as CLS does. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
