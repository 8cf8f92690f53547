import { describe, expect, it } from 'vitest';
import { crossings, importsOf, lintZones } from './lint-zones.ts';

const messages = (file: string, spec: string) => crossings(file, spec).map((c) => c.message);

describe('the zones', () => {
  it('keep src/core pure', () => {
    expect(messages('src/core/names.ts', '../server/config.ts')).toEqual([
      expect.stringMatching(/^src\/core holds pure rules/),
    ]);
    expect(messages('src/core/names.ts', 'react')).toHaveLength(1);
    expect(messages('src/core/names.ts', '@tanstack/react-query')).toHaveLength(1);
    expect(messages('src/core/names.ts', './club-time.ts')).toEqual([]);
    expect(messages('src/core/names.ts', 'zod')).toEqual([]);
  });

  it('keep the server out of the web app, at any depth and through packages', () => {
    expect(messages('src/web/app.tsx', '../server/config.ts')).toEqual([
      expect.stringMatching(/^The web app never imports server code/),
    ]);
    expect(messages('src/web/features/booking/api/book.ts', '../../../../server/errors.ts')).toHaveLength(1);
    expect(messages('src/web/lib/api-client.ts', 'kysely')).toHaveLength(1);
    expect(messages('src/web/lib/api-client.ts', '#core/schemas.ts')).toEqual([]);
    expect(messages('src/server/ssr/page-renderer.ts', '../../web/page-reads.ts')).toEqual([
      expect.stringMatching(/^The server never imports the web app/),
    ]);
  });

  it('keep features out of lib/ and components/, and the store out of routes', () => {
    expect(messages('src/web/lib/x.ts', '../features/booking/booking-page.tsx')).toHaveLength(1);
    expect(messages('src/web/components/ui/x.tsx', '../../features/auth/api/get-me.ts')).toHaveLength(1);
    expect(messages('src/server/routes/x.ts', '../store/sessions.ts')).toEqual([
      'Routes call a service, never the store (decision 0041).',
    ]);
    expect(messages('src/server/routes/x.ts', '../services/new-sessions.ts')).toEqual([]);
  });

  it('keep features apart but for the listed uses', () => {
    const other = [expect.stringMatching(/^Features are independent/)];
    expect(messages('src/web/features/booking/booking-page.tsx', '../players/api/x.ts')).toEqual(other);
    expect(messages('src/web/features/booking/hooks/x.ts', '../../players/api/x.ts')).toEqual(other);
    expect(messages('src/web/features/booking/hooks/x.ts', '../api/book.ts')).toEqual([]);
    expect(messages('src/web/features/booking/hooks/x.ts', '../../../lib/storage.ts')).toEqual([]);
    expect(messages('src/web/features/landing/components/x.tsx', '../../sessions/api/y.ts')).toEqual([]);
    expect(messages('src/web/features/admins/admins-page.tsx', '../auth/api/get-me.ts')).toEqual([]);
    expect(messages('src/web/features/unpaid-bookings/api/x.ts', '../../admin-bookings/api/y.ts')).toEqual(
      [],
    );
    expect(messages('src/web/features/unpaid-bookings/api/x.ts', '../../admin-bookings/hooks/y.ts')).toEqual(
      other,
    );
  });
});

it('finds imports, re-exports, dynamic imports and import types', () => {
  const text = [
    "import a from './a.ts';",
    "export { b } from '../b.ts';",
    "const c = await import('./c.ts');",
    "type D = typeof import('../d.ts');",
    "// import e from './in-a-comment.ts';",
  ].join('\n');
  expect(importsOf(text)).toEqual([
    { spec: './a.ts', line: 1 },
    { spec: '../b.ts', line: 2 },
    { spec: './c.ts', line: 3 },
    { spec: '../d.ts', line: 4 },
  ]);
});

it('src/ crosses no zone', () => {
  expect(lintZones()).toEqual([]);
});
