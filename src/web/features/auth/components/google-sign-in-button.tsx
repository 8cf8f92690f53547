import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { authClient, GOOGLE_PROVIDER_ID } from '../auth-client.ts';
import { ADMIN_HOME } from '../return-to.ts';

export const GOOGLE_FAILED = 'Google Sign In Failed';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z"
      />
    </svg>
  );
}

/**
 * Starts Google's OpenID Connect sign-in; the browser leaves for Google and comes back to `home`:
 * /admin, or the admin page it was sent away from (decision 0183), also after a failure.
 */
export function GoogleSignInButton({ home }: { home: string }) {
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: home,
        errorCallbackURL:
          home === ADMIN_HOME ? '/auth?error=google' : `/auth?error=google&next=${encodeURIComponent(home)}`,
      });
      if (error) throw error;
    } catch {
      toast.error(GOOGLE_FAILED, { id: GOOGLE_FAILED, description: 'Please try again later.' });
      setPending(false);
    }
  };
  return (
    <Button variant="outline" className="w-full" onClick={start} disabled={pending}>
      <GoogleMark />
      Sign in with Google
    </Button>
  );
}
