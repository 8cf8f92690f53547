// The names on the booking form, remembered per visitor (docs/product/data.md, messages-and-limits.md): localStorage for an instant
// first paint, the server copy so they follow the visitor's cookie; saved ~500 ms after an edit.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_PREFERENCES } from '../../../../core/preferences.ts';
import type { PreferenceEntry } from '../../../../core/schemas.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { savePreferences, useSavePreferences } from '../api/save-preferences.ts';
import { hasAnyName } from '../name-entries.ts';
import { parsePreferenceEntries } from '../parse-preferences.ts';

export const PREFERENCES_KEY = 'courtside.bookingPreferences';
const SAVE_DELAY_MS = 500;

function readLocal(): PreferenceEntry[] | null {
  const raw = readStored(PREFERENCES_KEY);
  if (!raw) return null;
  try {
    return parsePreferenceEntries(JSON.parse(raw));
  } catch {
    return null;
  }
}

const writeLocal = (entries: PreferenceEntry[]) => writeStored(PREFERENCES_KEY, JSON.stringify(entries));

export function useBookingNames() {
  const [entries, setEntries] = useState<PreferenceEntry[]>(DEFAULT_PREFERENCES);
  const latest = useRef(entries);
  const edited = useRef(false);
  const adopted = useRef(false);
  const pending = useRef<number | undefined>(undefined);
  const server = usePreferences();
  const { mutate: save } = useSavePreferences();

  // Read once mounted, before the first paint: a server-rendered page was rendered without this
  // browser's storage, and hydration must start from the same markup.
  useLayoutEffect(() => {
    const local = readLocal();
    if (!local) return;
    latest.current = local;
    setEntries(local);
  }, []);

  // The server copy wins once, unless the visitor already started typing or it is just the blank default.
  useEffect(() => {
    if (!server.data || adopted.current) return;
    adopted.current = true;
    if (edited.current || (!hasAnyName(server.data) && hasAnyName(latest.current))) return;
    latest.current = server.data;
    setEntries(server.data);
    writeLocal(server.data);
  }, [server.data]);

  const update = useCallback(
    (next: PreferenceEntry[]) => {
      edited.current = true;
      latest.current = next;
      setEntries(next);
      writeLocal(next);
      window.clearTimeout(pending.current);
      pending.current = window.setTimeout(() => {
        pending.current = undefined;
        save(latest.current);
      }, SAVE_DELAY_MS);
    },
    [save],
  );

  const saveNow = useCallback(() => {
    window.clearTimeout(pending.current);
    pending.current = undefined;
    save(latest.current);
  }, [save]);

  // Leaving the page inside the debounce window still saves the last edit.
  useEffect(
    () => () => {
      if (pending.current === undefined) return;
      window.clearTimeout(pending.current);
      savePreferences(latest.current).catch(() => undefined);
    },
    [],
  );

  return { entries, update, saveNow };
}
