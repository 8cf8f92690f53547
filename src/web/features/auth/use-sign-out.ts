import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { useNavigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { authClient } from './auth-client.ts';

/**
 * Ends this browser's session only. Without `disableRedirect`, better-auth also logs the account out
 * of its OpenID Connect provider when the issuer advertises an end_session_endpoint: the browser is
 * sent to the provider's logout page and never comes back here.
 */
const signOutHere = () => authClient.signOut({ disableRedirect: true });

/**
 * Signs out, forgets every cached admin answer and goes to the sign-in page. `everywhere` first ends
 * every session of the account (other phones and computers too).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(
    async (everywhere = false) => {
      setPending(true);
      // After revoking every session this browser's cookie is already dead: clearing it cannot fail.
      const { error } = everywhere
        ? await authClient
            .revokeSessions()
            .then(async (r) => (r.error ? r : { ...(await signOutHere()), error: null }))
        : await signOutHere();
      setPending(false);
      if (error) {
        toast.error('Sign out failed', { description: 'Please try again later.' });
        return;
      }
      queryClient.removeQueries({ queryKey: queryKeys.admin.all });
      queryClient.setQueryData(queryKeys.me, null);
      navigate('/auth', { replace: true });
    },
    [navigate, queryClient],
  );
  return { signOut, pending };
}
