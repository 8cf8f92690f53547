// Names this visitor cancelled on a session: the form does not book them again by itself (decision
// 0019), and after a reload still does not (decision 0063). Kept in this browser per booking link.
import { useLayoutEffect, useState } from 'react';
import { nameKey } from '#core/names.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';

const STORAGE_KEY = 'courtside.canceledNames';
/** Sessions kept, latest last: the few a player comes back to. */
const KEEP_SESSIONS = 20;

/** [link, name keys] pairs; anything unreadable counts as nothing cancelled. */
function readAll(): [string, string[]][] {
  try {
    const value = JSON.parse(readStored(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function useCanceledNames(link: string) {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  // After the first render: the server-rendered page knows nothing of this browser's storage. Only
  // names kept here change anything: an update made here re-renders the page at once, in the middle
  // of hydrating it (decision 0149).
  useLayoutEffect(() => {
    const stored = readAll().find((e) => e[0] === link)?.[1];
    const kept = Array.isArray(stored) ? stored : [];
    setKeys((old) => (kept.length === 0 && old.size === 0 ? old : new Set(kept)));
  }, [link]);

  const change = (edit: (keys: Set<string>) => unknown) =>
    setKeys((old) => {
      const next = new Set(old);
      edit(next);
      const others = readAll().filter((e) => e[0] !== link);
      writeStored(STORAGE_KEY, JSON.stringify([...others, [link, [...next]]].slice(-KEEP_SESSIONS)));
      return next;
    });
  return {
    canceledKeys: keys,
    holdBack: (name: string) => change((k) => k.add(nameKey(name))),
    bookAgain: (key: string) => change((k) => k.delete(key)),
  };
}
