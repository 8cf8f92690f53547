// State and validation of the create/edit session form (spec §5), using the rules in core.
import { useState } from 'react';
import { weekdayName } from '../../../../core/format.ts';
import { defaultTitleFor, type SessionInput, sessionInputSchema } from '../../../../core/session-input.ts';
import { config } from '../../../lib/config.ts';

export type SessionFormValues = {
  date: string;
  time: string;
  title: string;
  location: string;
  capacity: string;
  preAddedNames: string[];
};

export type SessionFormErrors = Partial<Record<keyof SessionInput, string>>;

type TextField = Exclude<keyof SessionFormValues, 'preAddedNames'>;

/** Pre-added names as sent: trimmed, blanks dropped (spec §5). */
export function cleanNames(names: readonly string[]): string[] {
  return names.map((n) => n.trim()).filter((n) => n !== '');
}

export function useSessionForm(initial: SessionFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SessionFormErrors>({});

  const setField = (field: TextField, value: string) => {
    setValues((v) => {
      // Choosing a date names the session after its weekday: '{product} TUESDAY'.
      const title = field === 'date' && value ? defaultTitleFor(config.appName, weekdayName(value)) : v.title;
      return { ...v, title, [field]: value };
    });
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'date' ? { title: undefined } : {}) }));
  };

  const setNames = (update: (names: string[]) => string[]) =>
    setValues((v) => {
      const next = update(v.preAddedNames);
      // At least one row stays, so the list always has a field to type into.
      return { ...v, preAddedNames: next.length > 0 ? next : [''] };
    });

  /** The checked input, or null after showing each field's message. */
  const validate = (): SessionInput | null => {
    const capacity = values.capacity.trim() === '' ? Number.NaN : Number(values.capacity);
    const parsed = sessionInputSchema.safeParse({ ...values, capacity });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: SessionFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SessionInput;
      found[field] ??= issue.message;
    }
    setErrors(found);
    return null;
  };

  return { values, errors, setField, setNames, validate };
}
