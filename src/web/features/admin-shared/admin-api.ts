// Admin calls (spec §7 Admin): same as apiJson, but a failure keeps the server's `{ error }` text so
// the screens can show it (a 400 validation message, a 409 "already ended").
import { ApiRequestError, apiRaw, readApiError } from '../../lib/api-client.ts';

export class AdminApiError extends ApiRequestError {
  constructor(
    status: number,
    statusText: string,
    readonly serverMessage: string | undefined,
  ) {
    super(status, statusText);
  }
}

type Options = Parameters<typeof apiRaw>[1];

export async function adminJson<T>(path: string, options?: Options): Promise<T> {
  const res = await apiRaw(path, options);
  if (!res.ok) {
    const body = await readApiError(res);
    throw new AdminApiError(res.status, res.statusText, body.error ?? body.detail);
  }
  return (await res.json()) as T;
}

/** The toast description for a failed admin call: the server's reason, or the spec's fallback. */
export function failureDescription(error: unknown): string {
  const known = error instanceof AdminApiError && error.status < 500 ? error.serverMessage : undefined;
  return known ?? 'Please try again later.';
}

/**
 * Toasts for a mutation whose screen may be gone when it settles (a deleted card, a paid row): given
 * to the hook, they run even after the component unmounts, unlike callbacks given to `mutate`.
 */
export type Outcome<T> = { onSuccess?: (data: T) => void; onError?: (error: unknown) => void };
