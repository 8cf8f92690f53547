import { describe, expect, it } from 'vitest';
import { conflict, forbidden, invalid, notFound, refused } from '../server/errors.ts';
import { isBadInput, UsageError } from './errors.ts';

describe('domain errors on the command line (decision 0096)', () => {
  it('takes a usage error and an invalid input as bad input (exit code 2)', () => {
    expect(isBadInput(new UsageError('--date is required'))).toBe(true);
    expect(isBadInput(invalid('Names can only contain …'))).toBe(true);
  });

  it('takes every other refusal, and any other error, as a failure (exit code 1)', () => {
    for (const err of [notFound('x'), conflict('x'), refused('x'), forbidden('x'), new Error('x')]) {
      expect(isBadInput(err)).toBe(false);
    }
  });
});
