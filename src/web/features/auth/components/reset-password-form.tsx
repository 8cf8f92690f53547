import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { authClient } from '../auth-client.ts';
import { useAuthAction } from '../use-auth-action.ts';
import { NewPasswordField } from './auth-fields.tsx';

/** The form the emailed reset link opens (/auth?token=…). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
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
      <h2 className="text-lg font-bold">Choose a new password</h2>
      {error && <FormMessage tone="error">{error}</FormMessage>}
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
        {pending ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>
  );
}
