// Where sign-in leads (decision 0183): back to the admin page the visitor was sent away from (a link
// to /admin/players opened signed out, or a sign-in that ended mid-use), never to another site.

export const ADMIN_HOME = '/admin';

/** An admin page of this site, as `next` may name it; anything else is the dashboard. */
export function returnTo(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return ADMIN_HOME;
  // Resolved as the browser would ('/admin/../book/x' is /book/x), then judged.
  const url = new URL(next, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid' || !/^\/admin(\/|$)/.test(url.pathname)) return ADMIN_HOME;
  if (url.pathname.includes('//')) return ADMIN_HOME;
  return `${url.pathname}${url.search}`;
}

/**
 * The sign-in page for a visitor stopped at `here` (path and query). A confirmation link that failed
 * comes back to /admin with better-auth's `?error=`: the sign-in page says so (`confirm=failed`).
 */
export function signInPathFor(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (pathname === ADMIN_HOME && params.has('error')) return '/auth?confirm=failed';
  const here = `${pathname}${search}`;
  return here === ADMIN_HOME ? '/auth' : `/auth?next=${encodeURIComponent(here)}`;
}
