// Values, bodies and addresses no route should have to take: control and invisible characters,
// wrong JSON types, broken bytes, deep nesting, oversize bodies, bad ids, other spellings of a path.

import type { BodyShape } from './bad-input-routes.ts';
import type { Rng } from './prng.ts';

const BODY_LIMIT = 16 * 1024;
const COMBINING = ['\u0301', '\u0308', '\u0323', '\u036f', '\u0489', '\u20dd'];

/** Text nobody should have to store: control and invisible characters, overlong, odd Unicode. */
export function nastyText(rng: Rng): string {
  const pick = rng.int(22);
  switch (pick) {
    case 0:
      return `Ann${String.fromCharCode(rng.int(32))}Lee`;
    case 1:
      return Array.from({ length: 1 + rng.int(8) }, () => String.fromCharCode(rng.int(32))).join('');
    case 2:
      return 'Ann \u202eeeL';
    case 3:
      return '\u3164';
    case 4:
      return `Zo\ufe0fe${'\ufe0f'.repeat(rng.int(40))}`;
    case 5:
      return `Ze${Array.from({ length: 3 + rng.int(300) }, () => rng.pick(COMBINING)).join('')}`;
    case 6:
      return '\u200b\u200c\u200d\u2060';
    case 7:
      return '\ufeffAnn';
    case 8:
      return '\ud800Ann';
    case 9:
      return 'Ann\udc00';
    case 10:
      return '👨‍👩‍👧‍👦 Family';
    case 11:
      return 'A'.repeat(51 + rng.int(4000));
    case 12:
      return "Robert'); DROP TABLE bookings;--";
    case 13:
      return "' OR '1'='1";
    case 14:
      return '<script>alert(1)</script>';
    case 15:
      return '../../../../etc/passwd';
    case 16:
      // A format string and a template placeholder, as text.
      return '%s%s%n%x{0}$' + '{7*7}';
    case 17:
      return ' \t\n ';
    case 18:
      return '';
    case 19:
      return '\u0000';
    case 20:
      return "José Nguyễn O'Brien-Zoë";
    default:
      return '\u00a0\u2028\u2029\u180e\u3000';
  }
}

/** A value of a type no field of the API takes in that place. */
export function wrongValue(rng: Rng, depth = 0): unknown {
  const pick = rng.int(depth > 2 ? 9 : 12);
  switch (pick) {
    case 0:
      return rng.int(2) ? 0 : -1;
    case 1:
      return 1e308;
    case 2:
      return 2.5;
    case 3:
      return true;
    case 4:
      return null;
    case 5:
      return [];
    case 6:
      return {};
    case 7:
      return nastyText(rng);
    case 8:
      return Number.MAX_SAFE_INTEGER + 2;
    case 9:
      return [wrongValue(rng, depth + 1), nastyText(rng)];
    case 10:
      return { value: wrongValue(rng, depth + 1), toString: 'x', valueOf: 1 };
    default:
      return [[['Ann']]];
  }
}

/** Replaces, drops or adds fields anywhere in a JSON value. */
export function mutate(value: unknown, rng: Rng, depth = 0): unknown {
  if (Array.isArray(value)) {
    const out = value.map((v) => (rng.chance(0.5) ? mutate(v, rng, depth + 1) : v));
    if (rng.chance(0.2)) out.push(wrongValue(rng));
    if (rng.chance(0.1))
      return Array.from(
        { length: 11 + rng.int(200) },
        (_, i) => `Name ${String.fromCharCode(97 + (i % 26))}`,
      );
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key of Object.keys(out)) {
      const roll = rng.int(10);
      if (roll < 3) out[key] = wrongValue(rng);
      else if (roll < 5)
        out[key] = typeof out[key] === 'string' ? nastyText(rng) : mutate(out[key], rng, depth + 1);
      else if (roll === 5) delete out[key];
      else if (roll === 6) out[key] = [out[key], out[key]];
      else if (roll === 7) out[key] = { [key]: out[key] };
    }
    if (rng.chance(0.15)) out[nastyText(rng) || 'x'] = wrongValue(rng);
    if (rng.chance(0.1)) out.isAdmin = true;
    return out;
  }
  if (typeof value === 'string') return rng.chance(0.6) ? nastyText(rng) : wrongValue(rng);
  return wrongValue(rng);
}

/** A bad id for a path parameter, already as it goes on the wire. */
export function badId(rng: Rng): string {
  const pick = rng.int(14);
  switch (pick) {
    case 0:
      return 'a'.repeat(101 + rng.int(3000));
    case 1:
      return encodeURIComponent('ñandú😀\u202e');
    case 2:
      return encodeURIComponent("1' OR '1'='1");
    case 3:
      return encodeURIComponent('1; DROP TABLE sessions;--');
    case 4:
      return '%ff%fe%fd';
    case 5:
      return '%c0%af';
    case 6:
      return '%';
    case 7:
      return '%zz';
    case 8:
      // Raw Latin-1 bytes: not UTF-8.
      return 'caf\u00e9\u00ff';
    case 9:
      return '..';
    case 10:
      return '%2e%2e';
    case 11:
      return encodeURIComponent('../../etc/passwd');
    case 12:
      return '-1';
    default:
      return 'undefined';
  }
}

/** Dot segments, encoded dots, doubled slashes, letter case: other spellings of an address. */
export function oddPath(path: string, rng: Rng): string {
  const [p = '', q] = path.split('?', 2);
  const parts = p.split('/');
  const at = 1 + rng.int(Math.max(1, parts.length - 1));
  const pick = rng.int(12);
  let out: string;
  switch (pick) {
    case 0:
      out = [...parts.slice(0, at), '.', ...parts.slice(at)].join('/');
      break;
    case 1:
      out = [...parts.slice(0, at), 'x', '..', ...parts.slice(at)].join('/');
      break;
    case 2:
      out = [...parts.slice(0, at), '%2e', ...parts.slice(at)].join('/');
      break;
    case 3:
      out = [...parts.slice(0, at), '%2E%2e', ...parts.slice(at)].join('/');
      break;
    case 4:
      out = [...parts.slice(0, at), '.%2e', ...parts.slice(at)].join('/');
      break;
    case 5:
      out = p.replace('/api/', '/api//');
      break;
    case 6:
      out = `${p}/`;
      break;
    case 7:
      out = p.replace('/api/', '/API/');
      break;
    case 8:
      out = p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
      break;
    case 9:
      out = `${p}/..`;
      break;
    case 10:
      out = p.replace('/api/', '/api/%2fapi/');
      break;
    default:
      out = `/x/..${p}`;
  }
  return q === undefined ? out : `${out}?${q}`;
}

export function oddQuery(rng: Rng): string {
  return rng.pick([
    '?since=not-a-date',
    '?since=2024-02-30',
    `?since=${'9'.repeat(500)}`,
    '?__proto__[isAdmin]=true',
    '?a=1&a=2&a=3',
    '?callbackURL=https://evil.test',
    `?x=${'%ff'.repeat(20)}`,
    '?%',
    '?redirectTo=//evil.test',
  ]);
}

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/xml',
  'application/octet-stream',
];

export const ODD_METHODS = [
  'PATCH',
  'OPTIONS',
  'HEAD',
  'PUT',
  'DELETE',
  'GET',
  'POST',
  'PROPFIND',
  'MKCOL',
  'SEARCH',
  'PURGE',
  'LOCK',
];

export function rawBody(rng: Rng, json: unknown): { bytes: Buffer; kind: string } {
  const pick = rng.int(16);
  const text = JSON.stringify(json ?? {});
  switch (pick) {
    case 0:
      return { bytes: Buffer.from(text.slice(0, Math.max(1, rng.int(text.length)))), kind: 'truncated JSON' };
    case 1:
      return {
        bytes: Buffer.from(
          rng.pick([
            '{',
            '{"names": [}',
            '{"a":1,}',
            "{'a':1}",
            'NaN',
            'undefined',
            '[1,2',
            '"\\u12"',
            '{"a":"\\x41"}',
          ]),
        ),
        kind: 'invalid JSON',
      };
    case 2:
      return {
        bytes: Buffer.from(rng.pick(['null', '[]', '"text"', '123', 'true', '-0', '1e999'])),
        kind: 'JSON that is not an object',
      };
    case 3: {
      const depth = rng.pick([33, 100, 1000, 5000]);
      return {
        bytes: Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`),
        kind: `arrays nested ${depth} deep`,
      };
    }
    case 4: {
      const depth = rng.pick([40, 500, 2000]);
      return {
        bytes: Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
        kind: `objects nested ${depth} deep`,
      };
    }
    case 5: {
      const depth = rng.pick([40, 300]);
      return {
        bytes: Buffer.from(`{"names":${'['.repeat(depth)}"Ann"${']'.repeat(depth)}}`),
        kind: 'names nested deep',
      };
    }
    case 6: {
      const bad = rng.pick([
        [0xff],
        [0xc3],
        [0xc0, 0xaf],
        [0xed, 0xa0, 0x80],
        [0xf4, 0x90, 0x80, 0x80],
        [0xfe, 0xff],
      ]);
      const cut = text.indexOf('"', 1) + 1 || 1;
      return {
        bytes: Buffer.concat([
          Buffer.from(text.slice(0, cut)),
          Buffer.from(bad),
          Buffer.from(text.slice(cut)),
        ]),
        kind: 'invalid UTF-8',
      };
    }
    case 7:
      return {
        bytes: Buffer.from(
          `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${text.slice(1)}`,
        ),
        kind: '__proto__ keys',
      };
    case 8:
      return {
        bytes: Buffer.from(`${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"names":["A"],"names":{"x":1}}`),
        kind: 'duplicate keys',
      };
    case 9:
      return { bytes: Buffer.from(''), kind: 'empty body' };
    case 10:
      return { bytes: Buffer.from(`\ufeff${text}`), kind: 'byte order mark' };
    case 11:
      return { bytes: Buffer.from(text, 'utf16le'), kind: 'UTF-16 bytes' };
    default:
      return { bytes: Buffer.from(text), kind: 'JSON' };
  }
}

export function hugeBody(rng: Rng, shape: BodyShape): Buffer {
  const size = BODY_LIMIT + 1 + rng.int(80 * 1024);
  const filler = 'A'.repeat(size);
  const key = shape === 'names' ? 'names' : 'name';
  return Buffer.from(
    JSON.stringify(shape === 'names' ? { [key]: [filler] } : { [key]: filler, title: filler }),
  );
}
