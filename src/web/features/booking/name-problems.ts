// What is wrong with the names about to be booked, said at each field (docs/product/validation.md,
// decision 0062). Needed only once the player taps Book: part of the form's on-demand chunk.
import {
  disallowedCharacters,
  INVALID_NAMES_MESSAGE,
  MAX_NAME_LENGTH,
  nameProblemKind,
  normaliseName,
} from '#core/names.ts';
import type { PreferenceEntry } from '#core/schemas.ts';
import { MAIN_NAME_REQUIRED } from './name-entries.ts';

/** The form's summary of the name rules, both of them (the spec's text, then the length). */
export const NAME_RULES = `${INVALID_NAMES_MESSAGE} At most ${MAX_NAME_LENGTH} characters each.`;

/**
 * What is wrong with a name, said at its field: the field shows the name already, so the message
 * says only what to change (the server's message repeats the name: docs/product/validation.md).
 */
export function fieldProblem(name: string): string | null {
  switch (nameProblemKind(name)) {
    case 'too-long':
      return `Too long: at most ${MAX_NAME_LENGTH} characters (this has ${[...name].length}).`;
    case 'invalid-characters':
      return `Not allowed in a name: ${disallowedCharacters(name).join(' ')}`;
    case 'too-many-marks':
      return 'Too many accents on one letter.';
    case 'no-letter':
      return 'A name needs at least one letter.';
    default:
      return null;
  }
}

/** What is wrong with each row about to be booked, by row index (docs/product/validation.md). */
export function rowProblems(
  entries: readonly PreferenceEntry[],
  rows: readonly number[],
): Map<number, string> {
  const problems = new Map<number, string>();
  if (normaliseName(entries[0]?.name ?? '') === '') problems.set(0, MAIN_NAME_REQUIRED);
  for (const i of rows) {
    const problem = fieldProblem(normaliseName(entries[i]?.name ?? ''));
    if (problem) problems.set(i, problem);
  }
  return problems;
}
