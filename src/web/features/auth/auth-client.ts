// better-auth's browser client on the app's own origin (docs/product/roles.md: mounted at /api/auth).
// Google is a generic OpenID Connect provider, which better-auth 1.7 signs in through the
// standard `signIn.social` endpoint, so no client plugin is needed.
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({ baseURL: `${window.location.origin}/api/auth` });

export const GOOGLE_PROVIDER_ID = 'google';
// Where sign-in leads; kept with the rule that may lead elsewhere (return-to.ts).
export { ADMIN_HOME } from './return-to.ts';
