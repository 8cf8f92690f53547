import { CloudOff, RefreshCw } from 'lucide-react';
import type { StreamStatus } from '../lib/use-event-stream.ts';

/** A quiet line while a live page cannot hear changes; nothing while it can. */
export function LiveStatus({ status }: { status: StreamStatus }) {
  if (status !== 'offline' && status !== 'reconnecting') return null;
  const Icon = status === 'offline' ? CloudOff : RefreshCw;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {status === 'offline'
        ? 'Offline: showing the last list. It updates again when you are back online.'
        : 'Reconnecting to live updates…'}
    </p>
  );
}
