import type { FormEvent } from 'react';
import type { SessionInput } from '../../../../core/session-input.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { type SessionFormValues, useSessionForm } from '../hooks/use-session-form.ts';
import { PreAddedNamesField } from './pre-added-names-field.tsx';
import { SessionFormFields } from './session-form-fields.tsx';

type Props = {
  initial: SessionFormValues;
  withPreAddedNames: boolean;
  submitLabel: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (input: SessionInput, preAddedNames: string[]) => void;
};

/** The form shared by Create and Edit; it validates with core's rules before calling the server. */
export function SessionForm({
  initial,
  withPreAddedNames,
  submitLabel,
  pending,
  serverError,
  onSubmit,
}: Props) {
  const { values, errors, setField, setNames, validate } = useSessionForm(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (input) onSubmit(input, values.preAddedNames);
  };
  return (
    // noValidate: the rules and their messages are core's (spec §5), the same as the server's.
    <form onSubmit={submit} noValidate className="space-y-5">
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <SessionFormFields values={values} errors={errors} setField={setField} />
      {withPreAddedNames && <PreAddedNamesField names={values.preAddedNames} onChange={setNames} />}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
