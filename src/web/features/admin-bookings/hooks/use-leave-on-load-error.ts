import { useEffect } from 'react';
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { toast } from '../../../lib/toast.ts';

/**
 * docs/product/messages-and-limits.md: 'Session not found' / 'Error loading session', then back to /admin. A failed background
 * refresh of a session already on screen keeps it there, unless the session is gone.
 */
export function useLeaveOnLoadError(error: Error | null, hasData: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    const notFound = error instanceof ApiRequestError && error.status === 404;
    if (hasData && !notFound) return;
    // A fixed id: React's development double effects must not show two toasts.
    if (notFound) toast.error(SESSION_NOT_FOUND, { id: 'session-load-error' });
    else
      toast.error('Error loading session', {
        id: 'session-load-error',
        description: 'Please try again later.',
      });
    navigate('/admin', { replace: true });
  }, [error, hasData, navigate]);
}
