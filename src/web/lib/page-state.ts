// The data a server-rendered page was rendered with, handed to the browser in
// <script type="application/json" id="courtside-state"> (data, not script: the CSP allows no inline
// script), so the first paint needs no API call and hydration renders the same markup.
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_STATE_ID = 'courtside-state';

/** The data element, its JSON safe inside <script>: no `</script>`, no `<!--`, no line separators. */
export function pageStateElement(state: DehydratedState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/**
 * The data, read once as the app starts: the element goes, its text is no longer needed, and its
 * absence says the app has taken the page over (it may start well after the load event, decision 0124).
 */
export function readPageState(): DehydratedState | undefined {
  const element = document.getElementById(PAGE_STATE_ID);
  element?.remove();
  const text = element?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
