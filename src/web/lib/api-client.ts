// One way to call the API (docs/product/api.md): same origin, JSON, credentials included. Every
// failed answer becomes an ApiRequestError carrying the status and the server's `{ error }` or
// `{ detail }`, so each screen maps failures from one shape; a network failure stays the fetch's own
// TypeError. (The spec's raw-response calls — booking create and cancel, reconcile — map this error
// to their messages instead; decision 0046.)
import type { ApiError } from '#core/schemas.ts';

export const API_BASE = '/api';

export class ApiRequestError extends Error {
  readonly error?: string;
  readonly detail?: string;

  constructor(
    readonly status: number,
    statusText: string,
    body: ApiError = {},
  ) {
    super(`API Error: ${status} ${statusText}`);
    this.name = 'ApiRequestError';
    this.error = body.error;
    this.detail = body.detail;
  }

  /** The server's own words for the failure, when it gave any. */
  get reason(): string | undefined {
    return this.error ?? this.detail;
  }
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

export async function apiJson<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A JSON content type with an empty body is a 400 on the server, so only say JSON when sending some.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw new ApiRequestError(res.status, res.statusText, await readApiError(res));
  return (await res.json()) as T;
}

/** The `{ error }` or `{ detail }` of a failed answer; empty when the body is not JSON. */
async function readApiError(res: Response): Promise<ApiError> {
  try {
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null) return {};
    const { error, detail } = body as Record<string, unknown>;
    return {
      ...(typeof error === 'string' ? { error } : {}),
      ...(typeof detail === 'string' ? { detail } : {}),
    };
  } catch {
    return {};
  }
}

/** 4xx answers will not change on a retry; network errors and 5xx might. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** The toast description for a failed call: the server's reason for a 4xx, or the spec's fallback. */
export function failureDescription(error: unknown): string {
  const known = error instanceof ApiRequestError && error.status < 500 ? error.reason : undefined;
  return known ?? 'Please try again later.';
}

/**
 * Toasts for a mutation whose screen may be gone when it settles (a deleted card, a paid row): given
 * to the hook, they run even after the component unmounts, unlike callbacks given to `mutate`.
 */
export type Outcome<T> = { onSuccess?: (data: T) => void; onError?: (error: unknown) => void };
