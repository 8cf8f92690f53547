import { useState } from 'react';
import { toast } from 'sonner';
import type { SessionDefaults } from '../../../../core/schemas.ts';
import { DEFAULT_CAPACITY, type SessionInput } from '../../../../core/session-input.ts';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { config } from '../../../lib/config.ts';
import { AdminApiError, failureDescription } from '../../admin-shared/admin-api.ts';
import { useCreateSession } from '../api/create-session.ts';
import { useSessionDefaults } from '../api/get-session-defaults.ts';
import { useSaveSessionDefaults } from '../api/save-session-defaults.ts';
import { cleanNames, type SessionFormValues } from '../hooks/use-session-form.ts';
import { SessionForm } from './session-form.tsx';

const BUILT_IN_DEFAULTS: SessionDefaults = {
  title: config.appName,
  time: '18:00',
  location: '',
  capacity: DEFAULT_CAPACITY,
  preAddedNames: [],
};

function initialValues(d: SessionDefaults): SessionFormValues {
  return {
    date: '',
    time: d.time,
    title: d.title,
    location: d.location,
    capacity: String(d.capacity),
    preAddedNames: d.preAddedNames.length > 0 ? [...d.preAddedNames] : [''],
  };
}

export function preAddedDescription(count: number): string | undefined {
  if (count === 0) return undefined;
  return `${count} pre-added ${count === 1 ? 'member' : 'members'} confirmed`;
}

/** Create: prefilled from the admin's saved defaults, which are updated after each success. */
export function CreateSessionForm({ onDone }: { onDone: () => void }) {
  const defaults = useSessionDefaults();
  const create = useCreateSession();
  const saveDefaults = useSaveSessionDefaults();
  const [serverError, setServerError] = useState<string | null>(null);

  if (defaults.isPending && !defaults.data) return <LoadingState />;

  const submit = (input: SessionInput, rawNames: string[]) => {
    const preAddedNames = cleanNames(rawNames);
    setServerError(null);
    create.mutate(
      { ...input, preAddedNames },
      {
        onSuccess: (session) => {
          toast.success('Session created!', { description: preAddedDescription(session.bookings.length) });
          const { title, time, location, capacity } = input;
          saveDefaults.mutate({ title, time, location, capacity, preAddedNames });
          onDone();
        },
        onError: (error) => {
          if (error instanceof AdminApiError && error.status === 400)
            setServerError(error.serverMessage ?? null);
          toast.error('Error creating session', { description: failureDescription(error) });
        },
      },
    );
  };

  return (
    <SessionForm
      initial={initialValues(defaults.data ?? BUILT_IN_DEFAULTS)}
      withPreAddedNames
      submitLabel="Create Session"
      pending={create.isPending}
      serverError={serverError}
      onSubmit={submit}
    />
  );
}
