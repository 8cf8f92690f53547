import { AppError, type ErrorCode } from '../server/errors.ts';

/** Bad input on the command line: printed as a message, exit code 2. */
export class UsageError extends Error {}

/**
 * The exit code of a service's domain error (decision 0096): bad input is 2, as a usage error is;
 * any other refusal is 1, as a failure.
 */
const EXIT_CODES: Record<ErrorCode, 1 | 2> = {
  invalid: 2,
  unauthenticated: 1,
  forbidden: 1,
  not_found: 1,
  conflict: 1,
  refused: 1,
  rate_limited: 1,
};

/** Whether the error is bad input: printed as its message alone, exit code 2. */
export const isBadInput = (err: unknown) =>
  err instanceof UsageError || (err instanceof AppError && EXIT_CODES[err.code] === 2);
