// better-auth answers with an error code; the sign-in page turns it into a sentence a club admin
// understands (docs/product/messages-and-limits.md: weak password, invalid credentials… "exist but their display is not shown").

/** better-auth's `{ message, code }`, or the app's own `{ error }` (refused before better-auth ran). */
export type AuthError = {
  code?: string | undefined;
  message?: string | undefined;
  error?: string | undefined;
  status: number;
};

/** What an expired or unknown reset link is told, at the form and on the page it is sent back to. */
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Request a new one.';

const messages: Record<string, string> = {
  PASSWORD_TOO_SHORT: 'Password is too short: use at least 8 characters.',
  PASSWORD_TOO_LONG: 'Password is too long: use at most 128 characters.',
  INVALID_EMAIL_OR_PASSWORD: 'Wrong email or password. Please try again.',
  INVALID_PASSWORD: 'Wrong email or password. Please try again.',
  EMAIL_NOT_VERIFIED:
    'Your email is not confirmed yet. Open the confirmation link we emailed you, then sign in.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Sign in instead.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  INVALID_TOKEN: INVALID_RESET_LINK,
};

export const FALLBACK_AUTH_MESSAGE = 'Something went wrong. Please try again later.';
export const CHECK_FIELDS = 'Please check what you entered and try again.';

/**
 * better-auth's own checks of the fields ('[body.email] Invalid email address'): the sentence the
 * sign-in form uses for a bad address, else a plain request to check the fields.
 */
function validationMessage(message: string | undefined): string {
  return /email/i.test(message ?? '') ? (messages.INVALID_EMAIL as string) : CHECK_FIELDS;
}

export function authErrorMessage(error: AuthError): string {
  const known = error.code ? messages[error.code] : undefined;
  if (known) return known;
  if (error.code === 'VALIDATION_ERROR') return validationMessage(error.message);
  // The app's limits say how long to wait ('please wait 59 minutes'): a mail limit lasts an hour.
  if (error.status === 429) {
    const told = error.error ?? error.message;
    return told?.startsWith('Too many requests')
      ? told
      : 'Too many attempts. Please wait a minute and try again.';
  }
  if (error.status >= 500 || error.status === 0) return FALLBACK_AUTH_MESSAGE;
  return error.message || error.error || FALLBACK_AUTH_MESSAGE;
}

/** better-auth redirects an expired or unknown reset link to `/auth?error=INVALID_TOKEN`. */
export function isResetLinkError(param: string): boolean {
  return param.toUpperCase() === 'INVALID_TOKEN';
}

/**
 * The toast's description after a failed Google sign-in (`/auth?error=…`). `account_not_linked`: the
 * address already has an email account that is not confirmed, which better-auth will not hand to
 * Google (decision 0059); confirming it by mail is the way on.
 */
export function googleFailureDescription(param: string): string {
  return param.toLowerCase() === 'account_not_linked'
    ? 'This email has an account waiting for confirmation: open the link we emailed (or sign up again for a new one), then use Google.'
    : 'Please try again later.';
}
