import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  capacity: number;
  /** The confirmed names the new capacity moves to the waiting list, in list order. */
  names: readonly string[];
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
};

/**
 * Shown in the Edit dialog before a lower capacity is saved (issue 20): who would lose a confirmed
 * place, by name, and a deliberate choice to go ahead or go back.
 */
export function CapacityWarning({ capacity, names, pending, onConfirm, onBack }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = names.length === 1 ? '1 confirmed player moves' : `${names.length} confirmed players move`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-base font-bold outline-none"
        >
          <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
          {count} to the waiting list
        </h3>
        <p className="mt-2">With capacity {capacity}, these players are no longer confirmed:</p>
        <ul className="mt-2 list-disc space-y-0.5 pl-5 font-semibold">
          {names.map((name, i) => (
            // Names can repeat across visitors; the place in the list keeps each one apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while it shows
            <li key={`${i}-${name}`}>{name}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack}>
          Back to edit
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? 'Saving...' : 'Move them and update'}
        </Button>
      </div>
    </section>
  );
}
