import type { SessionDto } from '../../../../core/schemas.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSession } from '../api/delete-session.ts';

type Props = { session: SessionDto; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteSessionDialog({ session, open, onOpenChange }: Props) {
  const remove = useDeleteSession({
    onSuccess: () => toast.success('Session deleted'),
    onError: (error) => toast.error('Error deleting session', { description: failureDescription(error) }),
  });
  const confirm = () => remove.mutate(session.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${session.title}?`}
      description="Are you sure you want to delete this session? This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
}
