// State and validation of the create/edit session form (docs/product/validation.md), using the rules in core.
import { useState } from 'react';
import { sessionHasStarted } from '#core/club-time.ts';
import { weekdayName } from '#core/format.ts';
import { priceFromText } from '#core/money.ts';
import {
  checkPreAddedNames,
  defaultTitleFor,
  type SessionInput,
  START_IN_PAST,
  sessionInputSchema,
  titleFollowsDate,
} from '#core/session-input.ts';
import { isRepeatWeeks, REPEAT_WEEKS_ERROR } from '#core/weekly-series.ts';
import { config } from '../../../lib/config.ts';

export type SessionFormValues = {
  date: string;
  time: string;
  title: string;
  location: string;
  capacity: string;
  /** '' = free (docs/product/screens.md Create/Edit session dialog). */
  price: string;
  preAddedNames: string[];
  /** Create only (decision 0038): how many weekly sessions, and whether players see them at once. */
  repeatWeeks: string;
  isPublished: boolean;
};

export type SessionFormErrors = Partial<Record<keyof SessionInput | 'repeatWeeks', string>>;

type TextField = Exclude<keyof SessionFormValues, 'preAddedNames' | 'isPublished'>;

/**
 * What the form sends: the session fields and, on create, the pre-added names (blanks dropped,
 * docs/product/validation.md), the number of weekly sessions and whether to publish them.
 */
export type CheckedSessionForm = {
  input: SessionInput;
  preAddedNames: string[];
  repeatWeeks: number;
  isPublished: boolean;
};

/** A number field's value: blank is no number (Number('') would be 0). */
const numberIn = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function useSessionForm(initial: SessionFormValues, creating: boolean) {
  const [values, setValues] = useState(initial);
  // A chosen date names the session until the admin types a title; when editing, only if its title
  // is one a date suggested (decision 0167).
  const [titleFollows, setTitleFollows] = useState(
    creating || titleFollowsDate(config.appName, initial.title),
  );
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [nameErrors, setNameErrors] = useState<ReadonlyMap<number, string>>(new Map());

  const setField = (field: TextField, value: string) => {
    if (field === 'title') setTitleFollows(false);
    setValues((v) => {
      // Choosing a date names the session after its weekday: '{product} TUESDAY'.
      const named = field === 'date' && value && titleFollows;
      const title = named ? defaultTitleFor(config.appName, weekdayName(value)) : v.title;
      return { ...v, title, [field]: value };
    });
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'date' ? { title: undefined } : {}) }));
  };

  const setNames = (update: (names: string[]) => string[]) => {
    // One edit can settle another row's problem (a repeated name), so every row is checked afresh.
    setNameErrors(new Map());
    setValues((v) => {
      const next = update(v.preAddedNames);
      // At least one row stays, so the list always has a field to type into.
      return { ...v, preAddedNames: next.length > 0 ? next : [''] };
    });
  };

  const setPublished = (isPublished: boolean) => setValues((v) => ({ ...v, isPublished }));

  /** The checked form, or null after showing each field's message (the server's rules, from core). */
  const validate = (creating: boolean): CheckedSessionForm | null => {
    const parsed = sessionInputSchema.safeParse({
      ...values,
      capacity: numberIn(values.capacity),
      price: priceFromText(values.price),
    });
    const names = checkPreAddedNames(creating ? values.preAddedNames : []);
    const repeatWeeks = creating ? numberIn(values.repeatWeeks) : 1;
    const found: SessionFormErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as keyof SessionInput;
      found[field] ??= issue.message;
    }
    if (!isRepeatWeeks(repeatWeeks)) found.repeatWeeks = REPEAT_WEEKS_ERROR;
    // Told at the Date, before any call (the server refuses it too): decision 0172.
    if (parsed.success && sessionHasStarted(parsed.data, config.clubTimeZone, new Date()))
      found.date = START_IN_PAST;
    setErrors(found);
    setNameErrors(names.problems);
    if (!parsed.success || names.problems.size > 0 || found.repeatWeeks || found.date) return null;
    return { input: parsed.data, preAddedNames: names.names, repeatWeeks, isPublished: values.isPublished };
  };

  return { values, errors, nameErrors, setField, setPublished, setNames, validate };
}
