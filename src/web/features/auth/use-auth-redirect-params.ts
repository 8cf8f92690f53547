import { useEffect, useState } from 'react';
import { useSearchParams } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { googleFailureDescription, isResetLinkError } from './auth-errors.ts';
import { GOOGLE_FAILED } from './components/google-sign-in-button.tsx';

/**
 * Reads what better-auth's redirects put in the URL: `?token=` from a reset link, `?error=` from a
 * failed Google sign-in (toast, docs/product/messages-and-limits.md) or an expired reset link. The error is cleared from the URL
 * so a reload does not repeat it.
 */
export function useAuthRedirectParams() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  // A confirmation link opened away from the sign-up's browser ends here to choose a password (0059).
  const confirmed = params.get('confirmed') === '1';
  // The account a reset or confirmation link is for (decision 0188).
  const email = params.get('email');
  // The admin page to go back to after signing in, and a confirmation link that failed (decision 0183).
  const next = params.get('next');
  const confirmLinkFailed = params.get('confirm') === 'failed';
  // After Google, better-auth appends its own code to the page's `?error=google`: the last one says most.
  const error = params.getAll('error').at(-1) ?? null;
  const [resetLinkFailed, setResetLinkFailed] = useState(false);

  useEffect(() => {
    if (!error) return;
    if (isResetLinkError(error)) setResetLinkFailed(true);
    // A fixed id: StrictMode's second effect run must not show the toast twice.
    else toast.error(GOOGLE_FAILED, { id: GOOGLE_FAILED, description: googleFailureDescription(error) });
    setParams(
      (current) => {
        current.delete('error');
        // A failed reset link keeps its page's query: its email goes with the error.
        current.delete('email');
        return current;
      },
      { replace: true },
    );
  }, [error, setParams]);

  const clearToken = () =>
    setParams(
      (current) => {
        current.delete('token');
        current.delete('confirmed');
        current.delete('email');
        return current;
      },
      { replace: true },
    );

  return {
    token,
    email,
    confirmed,
    next,
    confirmLinkFailed,
    resetLinkFailed,
    clearResetLinkError: () => setResetLinkFailed(false),
    clearToken,
  };
}
