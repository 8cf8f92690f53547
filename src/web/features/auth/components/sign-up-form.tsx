import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { ADMIN_HOME, authClient } from '../auth-client.ts';
import { useAuthAction } from '../use-auth-action.ts';
import { EmailField, NewPasswordField } from './auth-fields.tsx';

/** Sign-up with email confirmation: the emailed link signs the new account in and opens /admin. */
export function SignUpForm() {
  const { run, pending, error } = useAuthAction();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const [nameError, setNameError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spaces pass the field's `required`: said here, not as the server's 'Invalid request - name: …'.
    if (name.trim() === '') {
      setNameError('Please enter your name.');
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const ok = await run(() =>
      authClient.signUp.email({ name: name.trim(), email, password, callbackURL: ADMIN_HOME }),
    );
    if (ok) setSentTo(email);
  };

  if (sentTo) {
    return (
      <div className="space-y-3 text-center">
        <MailCheck className="mx-auto size-10 text-green-700" aria-hidden="true" />
        <FormMessage tone="success">Check your email for a confirmation link</FormMessage>
        <p className="text-sm break-words text-stone-700">
          We sent it to {sentTo}. Open it to finish creating your account.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <FormField
        id="sign-up-name"
        label="Name"
        autoComplete="name"
        required
        maxLength={100}
        value={name}
        error={nameError}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(undefined);
        }}
      />
      <EmailField id="sign-up-email" value={email} onChange={setEmail} />
      <NewPasswordField id="sign-up-password" label="Password" value={password} onChange={setPassword} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
