import { Undo2 } from 'lucide-react';
import type { RowStatus } from '../name-entries.ts';
import { PlaceBadge } from './place-badge.tsx';

type NameRowStatusProps = {
  id: string;
  name: string;
  status: Exclude<RowStatus, 'open'>;
  disabled: boolean;
  onBookAgain: () => void;
};

/** Why a row is not counted by the button: booked (confirmed or waiting #n), or cancelled here (decision 0019). */
export function NameRowStatus({ id, name, status, disabled, onBookAgain }: NameRowStatusProps) {
  if (status !== 'canceled') {
    return (
      <p id={id} className="mt-1.5">
        <PlaceBadge place={status} />
      </p>
    );
  }
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
      <p id={id}>
        <PlaceBadge place={undefined} />
      </p>
      <button
        type="button"
        onClick={onBookAgain}
        disabled={disabled}
        className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-green-800 underline underline-offset-2 disabled:opacity-60"
      >
        <Undo2 className="size-4" aria-hidden="true" />
        Book again<span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
