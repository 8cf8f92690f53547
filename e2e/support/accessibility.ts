// Shared accessibility checks: axe-core with the WCAG 2.2 AA rule sets, and no sideways scroll.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The phone and desktop sizes every screen is checked at. */
export const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
];

export async function expectAccessible(page: Page, width: number) {
  // A toast fading in or out is half transparent: axe would judge its contrast mid-fade. Reduced
  // motion (which sonner honours) puts every toast straight into its final state, which is checked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}
