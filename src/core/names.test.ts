import { describe, expect, it } from 'vitest';
import {
  alreadyBookedNote,
  disallowedCharacters,
  INVALID_NAMES_MESSAGE,
  MAX_BOOKINGS_PER_VISITOR,
  MAX_MARKS_IN_A_ROW,
  MAX_NAME_LENGTH,
  MAX_NAMES_PER_REQUEST,
  NO_NEW_NAMES_MESSAGE,
  nameKey,
  nameMatches,
  nameProblem,
  nameProblemKind,
  normaliseName,
  TOO_MANY_HELD_MESSAGE,
  TOO_MANY_NAMES_MESSAGE,
  validateBookingNames,
  validateSingleName,
} from './names.ts';

const ok = (names: string[]) => ({ ok: true, names });
const invalid = (...problems: string[]) => ({
  ok: false,
  error: `${INVALID_NAMES_MESSAGE} (${problems.join(', ')})`,
});
const tooLong = (name: string) => `${name} (Name too long)`;
const badChars = (name: string) => `${name} (Name contains invalid characters)`;
const noNewNames = { ok: false, error: NO_NEW_NAMES_MESSAGE };

/** Ten different valid names. */
const tenNames = Array.from({ length: 10 }, (_, i) => `Player ${String.fromCharCode(65 + i)}`);

describe('the spec texts (docs/product/validation.md)', () => {
  it('uses the combined-message opening verbatim', () => {
    expect(INVALID_NAMES_MESSAGE).toBe(
      "Names can only contain letters, spaces, apostrophes ('), hyphens (-), and periods (.).",
    );
  });

  it('uses the no-new-names text verbatim', () => {
    expect(NO_NEW_NAMES_MESSAGE).toBe('No names selected - Please enter at least one new name to book.');
  });

  it('limits names to 50 characters and a request to 10 names (docs/product/messages-and-limits.md, docs/product/booking-rules.md)', () => {
    expect(MAX_NAME_LENGTH).toBe(50);
    expect(MAX_NAMES_PER_REQUEST).toBe(10);
  });
});

describe('trimming and blanks', () => {
  it('trims each name', () => {
    expect(validateBookingNames(['  Ann Lee ', '\tBo\n'])).toEqual(ok(['Ann Lee', 'Bo']));
  });

  it('drops blank names, including ones made only of tabs, newlines or non-breaking spaces', () => {
    expect(validateBookingNames(['', 'Ann', '   ', '\t\n', '\u00a0', 'Bo'])).toEqual(ok(['Ann', 'Bo']));
  });

  it('does not report a blank name as a problem', () => {
    expect(validateBookingNames(['', 'Bad1'])).toEqual(invalid(badChars('Bad1')));
  });

  it('collapses runs of whitespace inside a name to one space', () => {
    expect(normaliseName('Ann    Lee')).toBe('Ann Lee');
    expect(validateBookingNames(['Ann \t Lee'])).toEqual(ok(['Ann Lee']));
  });

  it('answers the no-new-names text when every name is blank or there are none', () => {
    expect(validateBookingNames(['', '  '])).toEqual(noNewNames);
    expect(validateBookingNames([])).toEqual(noNewNames);
  });
});

describe('length: at most 50 characters', () => {
  it('accepts a 50-character name', () => {
    const fifty = 'A'.repeat(50);
    expect(validateBookingNames([fifty])).toEqual(ok([fifty]));
  });

  it('rejects a 51-character name with "{name} (Name too long)"', () => {
    const fiftyOne = 'B'.repeat(51);
    expect(validateBookingNames([fiftyOne])).toEqual(invalid(tooLong(fiftyOne)));
  });

  it('measures the name after trimming, so surrounding spaces do not count', () => {
    const fifty = 'C'.repeat(50);
    expect(validateBookingNames([`   ${fifty}   `])).toEqual(ok([fifty]));
  });

  it('counts a word with spaces inside by its characters, spaces included', () => {
    const fiftyWithSpaces = `${'D'.repeat(24)} ${'E'.repeat(25)}`;
    expect([...fiftyWithSpaces]).toHaveLength(50);
    expect(validateBookingNames([fiftyWithSpaces]).ok).toBe(true);
    expect(validateBookingNames([`${fiftyWithSpaces}F`])).toEqual(invalid(tooLong(`${fiftyWithSpaces}F`)));
  });

  it('counts code points, not UTF-16 units: 50 supplementary-plane letters are allowed', () => {
    // U+20000 is a CJK letter outside the BMP: one code point, two UTF-16 units.
    const fifty = '\u{20000}'.repeat(50);
    expect(fifty.length).toBe(100);
    expect(validateBookingNames([fifty])).toEqual(ok([fifty]));
    const fiftyOne = '\u{20000}'.repeat(51);
    expect(validateBookingNames([fiftyOne])).toEqual(invalid(tooLong(fiftyOne)));
  });

  it('counts accented letters once: 50 × é is allowed, 51 × é is too long', () => {
    expect(validateBookingNames(['é'.repeat(50)]).ok).toBe(true);
    expect(validateBookingNames(['é'.repeat(51)])).toEqual(invalid(tooLong('é'.repeat(51))));
  });

  it('counts a decomposed accent (e + combining acute) after composing it, as one character', () => {
    const decomposed = 'e\u0301'.repeat(50);
    expect([...decomposed]).toHaveLength(100);
    expect(validateBookingNames([decomposed])).toEqual(ok(['\u00e9'.repeat(50)]));
  });

  it('reports a name that is both too long and badly written as too long', () => {
    const name = `${'G'.repeat(50)}1`;
    expect(validateBookingNames([name])).toEqual(invalid(tooLong(name)));
  });
});

describe('allowed characters: letters, marks, spaces, period, apostrophe, hyphen', () => {
  it.each([
    ['José', 'José'],
    ['Zoë typed precomposed (NFC)', 'Zo\u00eb'],
    ['Zoë typed with a combining diaeresis', 'Zoe\u0308'],
    ["O'Brien", "O'Brien"],
    ['O’Brien with a typographic apostrophe', 'O’Brien'],
    ['Nguyễn (NFC)', 'Nguy\u1ec5n'],
    ['Nguyễn typed with two combining marks', 'Nguye\u0302\u0303n'],
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
    ['Anne-Marie', 'Anne-Marie'],
    ['St. John', 'St. John'],
    ['李小龙', '李小龙'],
    ['Ольга', 'Ольга'],
    ['محمد', 'محمد'],
    ['राम (Devanagari, with a vowel sign mark)', 'राम'],
    ['Ἀχιλλεύς', 'Ἀχιλλεύς'],
    ["Mary-Jane O'Neil Jr.", "Mary-Jane O'Neil Jr."],
  ])('accepts %s', (_label, name) => {
    expect(validateBookingNames([name]).ok).toBe(true);
    expect(nameProblem(normaliseName(name))).toBeNull();
  });

  it('stores a name typed with a combining mark in composed form', () => {
    expect(validateBookingNames(['Zoe\u0308'])).toEqual(ok(['Zo\u00eb']));
    expect(validateBookingNames(['Nguye\u0302\u0303n'])).toEqual(ok(['Nguy\u1ec5n']));
  });

  it.each([
    ['a digit', 'Bob1'],
    ['digits only', '2026'],
    ['an underscore', 'Ann_Lee'],
    ['an @', 'ann@example'],
    ['an emoji', 'Sam 🎾'],
    ['only an emoji', '😀'],
    ['a slash', 'Jo/Jo'],
    ['markup', '<script>'],
    ['a comma', 'Lee, Ann'],
    ['an exclamation mark', 'Ann!'],
    ['a braille blank, which is visible to software but not to people', '\u2800'],
    ['a double quote', 'Ann "Al" Lee'],
  ])('rejects a name with %s with "{name} (Name contains invalid characters)"', (_label, name) => {
    expect(validateBookingNames([name])).toEqual(invalid(badChars(name)));
  });

  it.each([
    ['a full stop', '.'],
    ['an apostrophe', "'"],
    ['hyphens', '--'],
    ['a lone combining accent', '\u0301'],
    ['punctuation with spaces', ". - '"],
  ])('rejects %s alone with "{name} (Name must contain a letter)"', (_label, name) => {
    const shown = normaliseName(name);
    expect(validateBookingNames([name])).toEqual(invalid(`${shown} (Name must contain a letter)`));
    expect(validateSingleName(name)).toEqual(invalid(`${shown} (Name must contain a letter)`));
  });

  it('rejects an emoji placed as the 50th character as invalid, not too long', () => {
    const name = `${'x'.repeat(49)}😀`;
    expect(validateBookingNames([name])).toEqual(invalid(badChars(name)));
  });
});

describe('invisible characters (decision 0018)', () => {
  it.each([
    ['a variation selector', 'Ann\ufe0f'],
    ['a Mongolian free variation selector', 'Ann\u180b'],
    ['a combining grapheme joiner', 'Ann\u034f'],
    ['a zero-width space', 'A\u200bnn'],
    ['a soft hyphen', 'An\u00adn'],
    ['a supplementary variation selector', 'Ann\u{e0100}'],
  ])('drops %s, so the name is stored and compared as the name it looks like', (_label, name) => {
    expect(normaliseName(name)).toBe('Ann');
    expect(nameKey(name)).toBe(nameKey('Ann'));
    expect(validateBookingNames([name])).toEqual(ok(['Ann']));
    expect(validateSingleName(name)).toEqual(ok(['Ann']));
  });

  it('treats a look-alike as a name the visitor already holds', () => {
    expect(validateBookingNames(['Ann\ufe0f', 'ann\u034f'], new Set([nameKey('Ann')]))).toEqual(noNewNames);
  });

  it.each([
    ['a Hangul filler', '\u3164'],
    ['a halfwidth Hangul filler', '\uffa0'],
    ['a Hangul choseong filler', '\u115f'],
    ['zero-width spaces and joiners', '\u200b\u200c\u200d\u2060'],
  ])('treats a name made only of %s as blank', (_label, name) => {
    expect(normaliseName(name)).toBe('');
    expect(validateBookingNames([name])).toEqual(noNewNames);
    expect(validateBookingNames([name, 'Bo'])).toEqual(ok(['Bo']));
    expect(validateSingleName(name)).toEqual({ ok: false, error: 'Name is required.' });
  });

  it('composes an accent that an invisible character separated from its letter', () => {
    expect(normaliseName('Zoe\u034f\u0308')).toBe('Zo\u00eb');
  });

  it('closes up the spaces around a dropped character like any other run of spaces', () => {
    expect(normaliseName('Ann \u3164 Lee')).toBe('Ann Lee');
  });
});

describe(`combining marks: at most ${MAX_MARKS_IN_A_ROW} in a row`, () => {
  const tooManyAccents = (name: string) => `${name} (Name has too many accents on one letter)`;
  const stacked = (count: number) => `x${'\u0300\u0301\u0302\u0303\u0304\u0305'.slice(0, count)}`;

  it.each([
    ['Vietnamese, typed with combining marks', 'Nguye\u0302\u0303n Thi\u0323 Minh Khai'],
    ['Devanagari with conjuncts', 'प्रियंका लक्ष्मी'],
    ['Devanagari with a nukta, vowel sign and nasal mark', 'ड़ें'],
    ['Thai with a vowel and a tone mark on one consonant', 'สมศักดิ์ ปิ่น'],
    ['Hebrew with vowel points', 'שָׁלוֹם'],
    [`${MAX_MARKS_IN_A_ROW} marks on one letter`, stacked(MAX_MARKS_IN_A_ROW)],
  ])('accepts %s', (_label, name) => {
    expect(validateBookingNames([name]).ok).toBe(true);
  });

  it(`refuses ${MAX_MARKS_IN_A_ROW + 1} marks on one letter`, () => {
    const name = stacked(MAX_MARKS_IN_A_ROW + 1);
    expect(validateBookingNames([name])).toEqual(invalid(tooManyAccents(name)));
  });

  it('refuses a letter under 49 stacked marks, in bookings and for admins alike', () => {
    const zalgo = `Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308'.repeat(7)}`;
    expect([...zalgo]).toHaveLength(50);
    const shown = normaliseName(zalgo); // 'Z' and its first accent compose to 'Ź'
    expect(validateBookingNames([zalgo])).toEqual(invalid(tooManyAccents(shown)));
    expect(validateSingleName(zalgo)).toEqual(invalid(tooManyAccents(shown)));
  });
});

describe('the combined invalid-names message', () => {
  it('lists every problem, in request order, joined by ", " inside one pair of brackets', () => {
    const long = 'C'.repeat(51);
    expect(validateBookingNames(['Good Name', 'Bad1', long, 'x_y'])).toEqual({
      ok: false,
      error:
        "Names can only contain letters, spaces, apostrophes ('), hyphens (-), and periods (.). " +
        `(Bad1 (Name contains invalid characters), ${long} (Name too long), x_y (Name contains invalid characters))`,
    });
  });

  it('shows each name trimmed in the message', () => {
    expect(validateBookingNames(['  Bad1  '])).toEqual(invalid(badChars('Bad1')));
  });

  it('refuses the whole request when one name is invalid: nothing is booked', () => {
    const result = validateBookingNames(['Ann', 'Bo', 'R2D2']);
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('names');
  });

  it('reports invalid names even when the request also has too many names', () => {
    expect(validateBookingNames([...tenNames, 'Bad1'])).toEqual(invalid(badChars('Bad1')));
  });
});

describe('at most 10 names per request', () => {
  it('accepts 10 names', () => {
    expect(validateBookingNames(tenNames)).toEqual(ok(tenNames));
  });

  it('refuses 11 names', () => {
    expect(validateBookingNames([...tenNames, 'Player Z'])).toEqual({
      ok: false,
      error: TOO_MANY_NAMES_MESSAGE,
    });
  });

  it('does not count blank rows towards the limit', () => {
    expect(validateBookingNames([...tenNames, '', '   '])).toEqual(ok(tenNames));
  });

  it('counts the names as sent, before duplicates and already-booked names are skipped', () => {
    expect(validateBookingNames(Array.from({ length: 11 }, () => 'Ann'))).toEqual({
      ok: false,
      error: TOO_MANY_NAMES_MESSAGE,
    });
  });
});

describe(`at most ${MAX_BOOKINGS_PER_VISITOR} bookings held by one visitor in one session`, () => {
  const held = (count: number) =>
    new Set(Array.from({ length: count }, (_, i) => nameKey(`Held ${'ABCDEFGHIJKL'[i]}`)));

  it(`uses the text 'You can hold at most ${MAX_BOOKINGS_PER_VISITOR} bookings in one session.'`, () => {
    expect(TOO_MANY_HELD_MESSAGE).toBe('You can hold at most 10 bookings in one session.');
  });

  it('accepts names that bring the visitor up to the limit', () => {
    expect(validateBookingNames(['Ann', 'Bo'], held(8))).toEqual(ok(['Ann', 'Bo']));
  });

  it('refuses a request that would take the visitor past the limit, whole', () => {
    expect(validateBookingNames(['Ann', 'Bo', 'Cy'], held(8))).toEqual({
      ok: false,
      error: TOO_MANY_HELD_MESSAGE,
    });
    expect(validateBookingNames(['Ann'], held(10))).toEqual({ ok: false, error: TOO_MANY_HELD_MESSAGE });
  });

  it('does not count names the visitor already holds twice', () => {
    const mine = held(9);
    expect(validateBookingNames(['Held A', 'Ann'], mine)).toEqual(ok(['Ann']));
  });

  it('answers the no-new-names text first when nothing new is asked for', () => {
    expect(validateBookingNames(['Held A'], held(10))).toEqual(noNewNames);
  });
});

describe('duplicates and names already booked', () => {
  it('books a name typed twice in one request once, keeping the first spelling', () => {
    expect(validateBookingNames(['Ann', 'ann ', 'ANN', 'Bo'])).toEqual(ok(['Ann', 'Bo']));
  });

  it('treats accented capitals and combining marks as the same name within a request', () => {
    expect(validateBookingNames(['José', 'JOSÉ', 'Jose\u0301'])).toEqual(ok(['José']));
    expect(validateBookingNames(['Zo\u00eb', 'zoe\u0308'])).toEqual(ok(['Zo\u00eb']));
  });

  it('treats different inner spacing as the same name', () => {
    expect(validateBookingNames(['Anne Marie', 'anne   marie'])).toEqual(ok(['Anne Marie']));
  });

  it('keeps names that differ by more than case, e.g. a hyphen', () => {
    expect(validateBookingNames(['Anne Marie', 'Anne-Marie'])).toEqual(ok(['Anne Marie', 'Anne-Marie']));
  });

  it('skips names the visitor already holds in the session, ignoring case, and keeps the rest in order', () => {
    const mine = new Set([nameKey('Ann Lee'), nameKey('Zoë')]);
    expect(validateBookingNames(['Cy', 'ANN LEE', 'Bo', 'zoe\u0308'], mine)).toEqual(ok(['Cy', 'Bo']));
  });

  it("answers 'No names selected - Please enter at least one new name to book.' when every name is already booked", () => {
    const mine = new Set([nameKey('Ann'), nameKey('Bo')]);
    expect(validateBookingNames(['ann', ' BO '], mine)).toEqual(noNewNames);
  });

  it('answers the no-new-names text for a repeated request (a double tap)', () => {
    const first = validateBookingNames(['Ann', 'Bo']);
    expect(first.ok).toBe(true);
    const booked = new Set(first.ok ? first.names.map(nameKey) : []);
    expect(validateBookingNames(['Ann', 'Bo'], booked)).toEqual(noNewNames);
  });

  it("does not change the caller's set of booked keys", () => {
    const mine = new Set([nameKey('Ann')]);
    validateBookingNames(['Bo', 'Cy'], mine);
    expect([...mine]).toEqual(['ann']);
  });

  it('still rejects an invalid name even if the other names are already booked', () => {
    const mine = new Set([nameKey('Ann')]);
    expect(validateBookingNames(['Ann', 'Bad1'], mine)).toEqual(invalid(badChars('Bad1')));
  });
});

describe('nameKey: what makes two names the same person', () => {
  it('ignores case, surrounding and repeated spaces, and accent composition', () => {
    expect(nameKey('  ANN   Lee ')).toBe('ann lee');
    expect(nameKey('Zoe\u0308')).toBe(nameKey('Zoë'));
    expect(nameKey('NGUYỄN')).toBe(nameKey('Nguye\u0302\u0303n'));
  });

  it('keeps accents: José and Jose are different people', () => {
    expect(nameKey('José')).not.toBe(nameKey('Jose'));
  });
});

describe('admin add/edit: validateSingleName (docs/product/validation.md)', () => {
  it('requires a name that is non-blank after trimming', () => {
    expect(validateSingleName('')).toEqual({ ok: false, error: 'Name is required.' });
    expect(validateSingleName('   ')).toEqual({ ok: false, error: 'Name is required.' });
  });

  it('trims and composes a valid name', () => {
    expect(validateSingleName('  Ann Lee ')).toEqual(ok(['Ann Lee']));
    expect(validateSingleName(' Zoe\u0308 ')).toEqual(ok(['Zo\u00eb']));
  });

  it('uses the same character rule as bookings', () => {
    expect(validateSingleName('R2D2')).toEqual(invalid(badChars('R2D2')));
    expect(validateSingleName("O'Brien-Nguyễn")).toEqual(ok(["O'Brien-Nguyễn"]));
  });

  it('uses the same 50-character limit as bookings', () => {
    expect(validateSingleName('H'.repeat(50))).toEqual(ok(['H'.repeat(50)]));
    expect(validateSingleName('H'.repeat(51))).toEqual(invalid(tooLong('H'.repeat(51))));
  });
});

describe('what is wrong with a name, by kind (for the booking form: decision 0062)', () => {
  it('names the kind the server words its message from', () => {
    expect(nameProblemKind('L'.repeat(MAX_NAME_LENGTH + 1))).toBe('too-long');
    expect(nameProblemKind('R2-D2 <script>')).toBe('invalid-characters');
    expect(nameProblemKind(`a${'\u0301'.repeat(MAX_MARKS_IN_A_ROW + 1)}`)).toBe('too-many-marks');
    expect(nameProblemKind("'-.")).toBe('no-letter');
    expect(nameProblemKind("Zoë O'Brien-Smith Jr.")).toBeNull();
  });

  it('lists the characters the rule refuses, each once, in order', () => {
    expect(disallowedCharacters('R2-D2 <script>')).toEqual(['2', '<', '>']);
    expect(disallowedCharacters("Zoë O'Brien")).toEqual([]);
  });
});

describe('searching names (decision 0171)', () => {
  it('finds a part of a name ignoring case and accents, both ways', () => {
    expect(nameMatches('Zoë Martin', 'zoe')).toBe(true);
    expect(nameMatches('José García', 'jose garc')).toBe(true);
    expect(nameMatches('Zoe Martin', 'ZOË')).toBe(true);
    expect(nameMatches('Zoë Martin', '  martin ')).toBe(true);
    expect(nameMatches('Zoë Martin', '')).toBe(true);
    expect(nameMatches('Zoë Martin', 'zoey')).toBe(false);
  });
});

describe('a name booked already (decisions 0175, 0191)', () => {
  it('is pointed out by its name key, in the name as typed, tidied', () => {
    expect(alreadyBookedNote('  olaf   OFFLINE ', ['Ann Lee', 'Olaf Offline'])).toBe(
      'olaf OFFLINE is already booked in this session. Check that this is someone else.',
    );
  });

  it('says nothing for a new name or a blank one', () => {
    expect(alreadyBookedNote('Olaf Other', ['Olaf Offline'])).toBeUndefined();
    expect(alreadyBookedNote('   ', ['Olaf Offline'])).toBeUndefined();
  });
});
