import type { Page } from '@playwright/test';

/** Console errors and uncaught errors of the page from now on (a hydration mismatch, a 4xx answer). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
