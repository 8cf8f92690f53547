import { useState } from 'react';
import type { SessionDto } from '../../../../core/schemas.ts';
import { ApiRequestError, failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateSession } from '../api/update-session.ts';
import type { CheckedSessionForm } from '../hooks/use-session-form.ts';
import { priceText } from './price-field.tsx';
import { SessionForm } from './session-form.tsx';

/** Edit: the session's own values; pre-added members are a create-only choice (docs/product/screens.md). */
export function EditSessionForm({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const update = useUpdateSession();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = ({ input }: CheckedSessionForm) => {
    setServerError(null);
    update.mutate(
      { id: session.id, input },
      {
        onSuccess: () => {
          toast.success('Session updated!');
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
            setServerError(error.reason ?? null);
          }
          toast.error('Error updating session', { description: failureDescription(error) });
        },
      },
    );
  };

  return (
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
      onSubmit={submit}
    />
  );
}
