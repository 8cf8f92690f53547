import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import {
  type CheckedSessionForm,
  type SessionFormValues,
  useSessionForm,
} from '../hooks/use-session-form.ts';
import { CreateOptionsFields } from './create-options-fields.tsx';
import { PreAddedNamesField } from './pre-added-names-field.tsx';
import { SessionFormFields } from './session-form-fields.tsx';

type Props = {
  initial: SessionFormValues;
  /** Create shows the create-only fields: pre-added members, Repeat weekly, Publish now. */
  creating: boolean;
  submitLabel: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (form: CheckedSessionForm) => void;
};

/** The form shared by Create and Edit; it validates with core's rules before calling the server. */
export function SessionForm({ initial, creating, submitLabel, pending, serverError, onSubmit }: Props) {
  const { values, errors, nameErrors, setField, setPublished, setNames, validate } = useSessionForm(
    initial,
    creating,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(creating);
    if (checked) onSubmit(checked);
    else focusFirstInvalid(event.currentTarget);
  };
  // The server's refusal is told at the top of the form, which the button leaves out of view.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (serverError) form.current?.scrollIntoView({ block: 'start' });
  }, [serverError]);
  return (
    // noValidate: the rules and their messages are core's (docs/product/validation.md), the same as the server's.
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <SessionFormFields values={values} errors={errors} setField={setField} />
      {creating && (
        <>
          <CreateOptionsFields
            repeatWeeks={values.repeatWeeks}
            isPublished={values.isPublished}
            error={errors.repeatWeeks}
            onRepeatWeeksChange={(value) => setField('repeatWeeks', value)}
            onPublishedChange={setPublished}
          />
          <PreAddedNamesField names={values.preAddedNames} errors={nameErrors} onChange={setNames} />
        </>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
