import { describe, expect, it } from 'vitest';
import {
  conflict,
  forbidden,
  httpAnswerOf,
  invalid,
  notFound,
  rateLimited,
  refused,
  unauthenticated,
} from './errors.ts';

describe('domain errors over HTTP (decision 0096)', () => {
  it('answers each code with its status and its text as { error }', () => {
    const answers = [
      invalid('a'),
      unauthenticated(),
      forbidden('c'),
      notFound('d'),
      conflict('e'),
      rateLimited('f'),
    ];
    expect(answers.map(httpAnswerOf)).toEqual([
      { status: 400, body: { error: 'a' } },
      { status: 401, body: { error: 'Sign in required' } },
      { status: 403, body: { error: 'c' } },
      { status: 404, body: { error: 'd' } },
      { status: 409, body: { error: 'e' } },
      { status: 429, body: { error: 'f' } },
    ]);
  });

  it('answers a refusal by a rule with 422 and its text as { detail }', () => {
    expect(httpAnswerOf(refused('too late'))).toEqual({ status: 422, body: { detail: 'too late' } });
  });
});
