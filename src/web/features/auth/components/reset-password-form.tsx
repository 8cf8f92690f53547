import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { authClient } from '../auth-client.ts';
import { useAuthAction } from '../use-auth-action.ts';
import { NewPasswordField } from './auth-fields.tsx';

/**
 * The form the emailed reset link opens (/auth?token=…), and the last step of a confirmation link
 * opened away from the browser that signed up (`confirmed`, decision 0059).
 */
export function ResetPasswordForm({
  token,
  email,
  confirmed = false,
  onDone,
  onRequestNewLink,
  onBackToSignIn,
}: {
  token: string;
  /** The account's, from the link (decision 0188): shown, and the username a password manager saves. */
  email: string | null;
  confirmed?: boolean;
  onDone: () => void;
  /** A link that no longer works is not a dead end: a new one is asked for from here (decision 0183). */
  onRequestNewLink: () => void;
  onBackToSignIn: () => void;
}) {
  const { run, pending, error } = useAuthAction();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password !== confirm) return;
    if (await run(() => authClient.resetPassword({ newPassword: password, token }))) onDone();
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <h2 className="text-lg font-bold">{confirmed ? 'Choose your password' : 'Choose a new password'}</h2>
      {confirmed && (
        <FormMessage tone="success">
          Your email is confirmed. Choose the password you will sign in with.
        </FormMessage>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {email && (
        <FormField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          readOnly
        />
      )}
      <NewPasswordField id="reset-password" label="New password" value={password} onChange={setPassword} />
      <FormField
        id="reset-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? 'The passwords do not match.' : undefined}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : confirmed ? 'Save Password' : 'Reset Password'}
      </Button>
      <div className="flex flex-wrap justify-center gap-x-4">
        <Button variant="ghost" size="sm" onClick={onRequestNewLink}>
          Request a new link
        </Button>
        <Button variant="ghost" size="sm" onClick={onBackToSignIn}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
