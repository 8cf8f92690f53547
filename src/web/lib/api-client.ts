// One way to call the API (spec §7): same origin, JSON, credentials included. `apiJson` throws
// 'API Error: {status} {statusText}' on a non-OK answer; `apiRaw` hands back the Response for the
// calls whose callers map each status to a message (booking create and cancel, reconcile).
import type { ApiError } from '../../core/schemas.ts';

export const API_BASE = '/api';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`API Error: ${status} ${statusText}`);
    this.name = 'ApiRequestError';
  }
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

export function apiRaw(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A JSON content type with an empty body is a 400 on the server, so only say JSON when sending some.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

export async function apiJson<T>(path: string, options?: RequestOptions): Promise<T> {
  const res = await apiRaw(path, options);
  if (!res.ok) throw new ApiRequestError(res.status, res.statusText);
  return (await res.json()) as T;
}

/** The `{ error }` or `{ detail }` of a failed answer; empty when the body is not JSON. */
export async function readApiError(res: Response): Promise<ApiError> {
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
