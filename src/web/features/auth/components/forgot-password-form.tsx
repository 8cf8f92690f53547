import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { authClient } from '../auth-client.ts';
import { useAuthAction } from '../use-auth-action.ts';
import { EmailField } from './auth-fields.tsx';

/** Sends a reset link; the emailed link comes back to /auth?token=… (better-auth's redirect). */
export function ForgotPasswordForm({ onBack, notice }: { onBack: () => void; notice?: string | undefined }) {
  const { run, pending, error } = useAuthAction();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => authClient.requestPasswordReset({ email, redirectTo: '/auth' }))) setSent(true);
  };

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold">Forgot your password?</h2>
      {notice && <FormMessage tone="error">{notice}</FormMessage>}
      {sent ? (
        <FormMessage tone="success">
          If an account exists for {email}, we have sent it a link to reset the password. Check your email.
        </FormMessage>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm text-stone-700">Enter your email and we will send you a reset link.</p>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <EmailField id="forgot-email" value={email} onChange={setEmail} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <Button variant="ghost" size="sm" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
