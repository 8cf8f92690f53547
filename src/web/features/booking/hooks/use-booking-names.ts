// The names on the booking form (docs/product/data.md, messages-and-limits.md). The names this visitor
// booked are remembered — in localStorage for an instant first paint, and on the server so they follow
// the visitor's cookie — and come back on every session page. Only booked names are remembered
// (decision 0061); what the player types wins over remembered names that arrive later.
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nameKey } from '#core/names.ts';
import { DEFAULT_PREFERENCES } from '#core/preferences.ts';
import type { PreferenceEntry } from '#core/schemas.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { savePreferences, useSavePreferences } from '../api/save-preferences.ts';
import { hasAnyName, nameInputId } from '../name-entries.ts';
import { parsePreferenceEntries } from '../parse-preferences.ts';
import { namesToRemember, withTypedNames } from '../remember-names.ts';

export const PREFERENCES_KEY = 'courtside.bookingPreferences';
const SAVE_DELAY_MS = 500;

/**
 * What the player last typed on a session's form, kept in memory while the tab lives (never stored:
 * decision 0061): when the page goes and comes back (the session unpublished, then published again),
 * the form comes back with it (decision 0189).
 */
let typedDraft: { link: string; entries: PreferenceEntry[] } | undefined;

function readLocal(): PreferenceEntry[] | null {
  const raw = readStored(PREFERENCES_KEY);
  if (!raw) return null;
  try {
    return parsePreferenceEntries(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * What the player typed into the server-rendered page before the app took over: React leaves the
 * field's text alone while hydrating, but the next render would put the state's value back.
 * `rendered`: the main name the page was rendered with (a returning player's own, or blank).
 */
function typedBeforeHydration(form: HTMLFormElement | null, rendered: string): PreferenceEntry[] | null {
  const name = form?.querySelector<HTMLInputElement>(`#${nameInputId(0)}`)?.value ?? '';
  return name.trim() === '' || name === rendered ? null : [{ name, selected: true, isMainUser: true }];
}

/**
 * `bookedKeys`: the name keys this visitor holds in the session shown (only those, and names remembered
 * already, are remembered); `form`: the form, read once for text typed before hydration.
 */
export function useBookingNames(
  link: string,
  form: RefObject<HTMLFormElement | null>,
  bookedKeys: ReadonlySet<string>,
) {
  const server = usePreferences();
  // The server renders a returning player's page with their names (decision 0133); the first render
  // here starts from the same, so hydration finds the same markup.
  const [rendered] = useState(() => (server.data && hasAnyName(server.data) ? server.data : undefined));
  const [entries, setEntries] = useState<PreferenceEntry[]>(rendered ?? DEFAULT_PREFERENCES);
  const latest = useRef(entries);
  const remembered = useRef<PreferenceEntry[]>(DEFAULT_PREFERENCES);
  const booked = useRef(bookedKeys);
  booked.current = bookedKeys;
  const edited = useRef(false);
  const adopted = useRef(false);
  const pending = useRef<number | undefined>(undefined);
  const { mutate: save } = useSavePreferences();

  const show = useCallback((next: PreferenceEntry[]) => {
    latest.current = next;
    setEntries(next);
  }, []);

  // Once mounted: the page was rendered without this browser's storage, and hydration must start from
  // the same markup. Names the server rendered stay (they are the server's copy, which wins anyway);
  // otherwise the ones kept in this browser come in now.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(form.current, rendered?.[0]?.name ?? '');
    const draft = typedDraft?.link === link ? typedDraft.entries : null;
    const local = readLocal();
    if (local) remembered.current = local;
    if (typed) {
      edited.current = true;
      show(withTypedNames(typed, rendered ?? local ?? DEFAULT_PREFERENCES));
    } else if (draft) {
      edited.current = true;
      show(draft);
    } else if (!rendered && local) show(local);
  }, [link, form, show, rendered]);

  // The server's copy wins once over the local one — not over what the player typed, and not when it
  // is just the blank default.
  useEffect(() => {
    if (!server.data || adopted.current) return;
    adopted.current = true;
    if (!hasAnyName(server.data) && hasAnyName(remembered.current)) return;
    remembered.current = server.data;
    writeStored(PREFERENCES_KEY, JSON.stringify(server.data));
    show(edited.current ? withTypedNames(latest.current, server.data) : server.data);
  }, [server.data, show]);

  /**
   * Stores what is worth remembering now, if that changed: names booked in this session (`alsoBooked`:
   * just now) or remembered already.
   */
  const remember = useCallback(
    (alsoBooked: readonly string[] = [], send: (entries: PreferenceEntry[]) => void = save) => {
      window.clearTimeout(pending.current);
      pending.current = undefined;
      const keys = new Set(booked.current);
      for (const name of [...remembered.current.map((e) => e.name), ...alsoBooked]) keys.add(nameKey(name));
      const next = namesToRemember(latest.current, keys, remembered.current);
      if (JSON.stringify(next) === JSON.stringify(remembered.current)) return;
      remembered.current = next;
      writeStored(PREFERENCES_KEY, JSON.stringify(next));
      send(next);
    },
    [save],
  );

  const update = useCallback(
    (next: PreferenceEntry[]) => {
      edited.current = true;
      typedDraft = { link, entries: next };
      show(next);
      window.clearTimeout(pending.current);
      pending.current = window.setTimeout(() => remember(), SAVE_DELAY_MS);
    },
    [link, show, remember],
  );

  // Leaving the page inside the debounce window still saves the last change.
  useEffect(
    () => () => {
      if (pending.current !== undefined) remember([], (next) => void savePreferences(next).catch(() => {}));
    },
    [remember],
  );

  return { entries, update, remember };
}
