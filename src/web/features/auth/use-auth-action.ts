import { useCallback, useState } from 'react';
import { type AuthError, authErrorMessage } from './auth-errors.ts';

type AuthResult = { error: AuthError | null };

/** Runs one better-auth call for a form: pending flag, and the error as a sentence. */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (call: () => Promise<AuthResult>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      const { error: failure } = await call();
      if (failure) setError(authErrorMessage(failure));
      return !failure;
    } catch {
      setError(authErrorMessage({ status: 0 }));
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { run, pending, error };
}
