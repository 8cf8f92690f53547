import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { authClient } from '../auth-client.ts';
import { useAuthAction } from '../use-auth-action.ts';
import { EmailField } from './auth-fields.tsx';

/**
 * Email + password sign-in; on success the admin goes to `home`: /admin, or the admin page they were
 * sent away from (decision 0183).
 */
export function SignInForm({
  home,
  initialEmail = '',
  onForgotPassword,
}: {
  home: string;
  /** The account whose password was just chosen (decision 0188). */
  initialEmail?: string;
  onForgotPassword: () => void;
}) {
  const queryClient = useQueryClient();
  const { run, pending, error } = useAuthAction();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() => authClient.signIn.email({ email, password, callbackURL: home }));
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
