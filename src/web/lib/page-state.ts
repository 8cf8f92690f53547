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

export function readPageState(): DehydratedState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
