import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { authClient } from '../auth-client.ts';
import { returnTo } from '../return-to.ts';
import { useAuthAction } from '../use-auth-action.ts';
import { EmailField } from './auth-fields.tsx';

/**
 * Email + password sign-in; on success the admin goes to /admin, or to the admin page they were sent
 * away from (decision 0183).
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { run, pending, error } = useAuthAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() =>
      authClient.signIn.email({ email, password, callbackURL: returnTo(params.get('next')) }),
    );
    if (ok) await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <EmailField id="sign-in-email" value={email} onChange={setEmail} />
      <FormField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button variant="ghost" size="sm" className="w-full" onClick={onForgotPassword}>
        Forgot password?
      </Button>
    </form>
  );
}
