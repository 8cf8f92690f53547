import { MIN_PASSWORD_LENGTH } from '#core/passwords.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

type FieldProps = { id: string; value: string; onChange: (value: string) => void };

/** The email box of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ id, value, onChange }: FieldProps) {
  return (
    <FormField
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A password being chosen (sign-up, reset), with its rules as the hint (the server checks strength: 0052). */
export function NewPasswordField({ id, label, value, onChange }: FieldProps & { label: string }) {
  return (
    <FormField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      hint={`At least ${MIN_PASSWORD_LENGTH} characters, and hard to guess.`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
