import type { SessionDto } from '#core/schemas.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CreateSessionForm } from './create-session-form.tsx';
import { EditSessionForm } from './edit-session-form.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; session?: SessionDto | undefined };

/** Create (no session) or Edit (a session) in a Radix dialog; the form mounts fresh on each opening. */
export function SessionFormDialog({ open, onOpenChange, session }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={session ? 'Edit Session' : 'Create Session'}
      description={session ? 'Change the details of this session.' : 'Add a new session players can book.'}
    >
      {session ? <EditSessionForm session={session} onDone={close} /> : <CreateSessionForm onDone={close} />}
    </Dialog>
  );
}
