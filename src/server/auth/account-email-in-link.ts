// The form a reset or confirmation link opens chooses a password for one account: with its email in
// the address, the form shows it, and a password manager saves the new password under it (decision 0188).

/** better-auth's emailed reset link, with `email` added to the page it leads to (its callbackURL). */
export function resetLinkWithEmail(link: string, email: string): string {
  const url = new URL(link);
  const callback = url.searchParams.get('callbackURL');
  if (!callback) return link;
  url.searchParams.set('callbackURL', withEmail(callback, email));
  return url.href;
}

/** A path on this site (`/auth?token=…`) with `email` added to its query. */
export function withEmail(path: string, email: string): string {
  // Only a path on this site: anything else is left for better-auth's own checks to refuse.
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('email', email);
  return url.pathname + url.search;
}
