import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over a server-rendered page: it fetches its script after the first
 * paint (decision 0124), often after the load event `page.goto` waits for, and a tap before then is
 * lost. The app removes the page's state element as it starts.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#courtside-state')).toHaveCount(0);
}
