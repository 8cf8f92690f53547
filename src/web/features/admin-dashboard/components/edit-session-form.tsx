import { useRef, useState } from 'react';
import { demotedByCapacity } from '#core/roster.ts';
import type { SessionDto } from '#core/schemas.ts';
import { ApiRequestError, failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateSession } from '../api/update-session.ts';
import type { CheckedSessionForm } from '../hooks/use-session-form.ts';
import { CapacityWarning } from './capacity-warning.tsx';
import { priceText } from './price-field.tsx';
import { SessionForm } from './session-form.tsx';

/**
 * Edit: the session's own values; pre-added members are a create-only choice (docs/product/screens.md).
 * A capacity below the confirmed count is saved only after the admin has seen who moves to the
 * waiting list (issue 20).
 */
export function EditSessionForm({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const update = useUpdateSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const [held, setHeld] = useState<{ form: CheckedSessionForm; names: string[] } | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  // Back to the field the warning is about; the form shows again in the same render.
  const backToCapacity = () => {
    setHeld(null);
    requestAnimationFrame(() =>
      formBox.current?.querySelector<HTMLInputElement>('input[type="number"]')?.focus(),
    );
  };

  const check = (form: CheckedSessionForm) => {
    const demoted = demotedByCapacity(session.bookings, {
      before: session.capacity,
      after: form.input.capacity,
    });
    if (demoted.length === 0) save(form);
    else setHeld({ form, names: demoted.map((b) => b.name) });
  };

  const save = ({ input }: CheckedSessionForm) => {
    setServerError(null);
    update.mutate(
      { id: session.id, input },
      {
        onSuccess: () => {
          toast.success('Session updated!');
          onDone();
        },
        onError: (error) => {
          setHeld(null);
          if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
            setServerError(error.reason ?? null);
          }
          toast.error('Error updating session', { description: failureDescription(error) });
        },
      },
    );
  };

  return (
    <>
      {held && (
        <CapacityWarning
          capacity={held.form.input.capacity}
          names={held.names}
          pending={update.isPending}
          onConfirm={() => save(held.form)}
          onBack={backToCapacity}
        />
      )}
      {/* Kept mounted while the warning shows, so going back finds the form as it was left. */}
      <div ref={formBox} hidden={held !== null}>
        <SessionForm
          initial={{
            date: session.date,
            time: session.time,
            title: session.title,
            location: session.location,
            capacity: String(session.capacity),
            price: priceText(session.price),
            preAddedNames: [''],
            repeatWeeks: '1',
            isPublished: session.isPublished,
          }}
          creating={false}
          submitLabel="Update Session"
          pending={update.isPending}
          serverError={serverError}
          onSubmit={check}
        />
      </div>
    </>
  );
}
