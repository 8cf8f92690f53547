import { useState } from 'react';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { SessionDefaults, SessionDto } from '#core/schemas.ts';
import { builtInSessionDefaults } from '#core/session-defaults.ts';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ApiRequestError, failureDescription } from '../../../lib/api-client.ts';
import { config } from '../../../lib/config.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateSessions } from '../api/create-session.ts';
import { useSessionDefaults } from '../api/get-session-defaults.ts';
import { useSaveSessionDefaults } from '../api/save-session-defaults.ts';
import type { CheckedSessionForm, SessionFormValues } from '../hooks/use-session-form.ts';
import { priceText } from './price-field.tsx';
import { SessionForm } from './session-form.tsx';

const BUILT_IN_DEFAULTS = builtInSessionDefaults(config.appName);

function initialValues(d: SessionDefaults): SessionFormValues {
  return {
    date: '',
    time: d.time,
    title: d.title,
    location: d.location,
    capacity: String(d.capacity),
    price: priceText(d.price ?? 0),
    preAddedNames: d.preAddedNames.length > 0 ? [...d.preAddedNames] : [''],
    // Not remembered: a series is a deliberate choice each time (decision 0038).
    repeatWeeks: '1',
    isPublished: true,
  };
}

/** The created session's bookings are its pre-added members; past capacity they wait (decision 0015). */
export function preAddedDescription(session: Pick<SessionDto, 'bookings' | 'capacity'>): string | undefined {
  const { confirmed, waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const parts = [];
  if (confirmed.length > 0) {
    parts.push(`${confirmed.length} pre-added ${confirmed.length === 1 ? 'member' : 'members'} confirmed`);
  }
  if (waiting.length > 0) parts.push(`${waiting.length} on the waiting list`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** 'Session created!' for one (docs/product/data.md), '{N} weekly sessions created!' for a series (decision 0038). */
export function createdToast(sessions: readonly SessionDto[]) {
  const preAdded = sessions[0] && preAddedDescription(sessions[0]);
  if (sessions.length <= 1) return { message: 'Session created!', description: preAdded };
  return {
    message: `${sessions.length} weekly sessions created!`,
    description: preAdded && `Each session: ${preAdded}`,
  };
}

/** Create: prefilled from the admin's saved defaults, which are updated after each success. */
export function CreateSessionForm({ onDone }: { onDone: () => void }) {
  const defaults = useSessionDefaults();
  const create = useCreateSessions();
  const saveDefaults = useSaveSessionDefaults();
  const [serverError, setServerError] = useState<string | null>(null);

  if (defaults.isPending && !defaults.data) return <LoadingState />;

  const submit = ({ input, preAddedNames, repeatWeeks, isPublished }: CheckedSessionForm) => {
    setServerError(null);
    create.mutate(
      { ...input, preAddedNames, repeatWeeks, isPublished },
      {
        onSuccess: ({ sessions }) => {
          const { message, description } = createdToast(sessions);
          toast.success(message, { description });
          const { title, time, location, capacity, price } = input;
          saveDefaults.mutate({ title, time, location, capacity, preAddedNames, price });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 400) setServerError(error.reason ?? null);
          toast.error('Error creating session', { description: failureDescription(error) });
        },
      },
    );
  };

  return (
    <SessionForm
      initial={initialValues(defaults.data ?? BUILT_IN_DEFAULTS)}
      creating
      submitLabel="Create Session"
      pending={create.isPending}
      serverError={serverError}
      onSubmit={submit}
    />
  );
}
