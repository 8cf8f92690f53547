import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type AdminEntry, useRemoveAdmin } from '../api/admins.ts';

/** One admin: address, role in words, and (for the owner's eyes) a Remove button. */
export function AdminRow({ admin, canManage }: { admin: AdminEntry; canManage: boolean }) {
  const remove = useRemoveAdmin();
  const [confirming, setConfirming] = useState(false);
  const removable = canManage && admin.role !== 'owner' && !admin.fromSettings;

  const confirmRemove = () =>
    remove.mutate(admin.email, {
      // An invitation never taken up made nobody an admin: it is withdrawn.
      onSuccess: () =>
        toast.success(admin.pending ? 'Invitation withdrawn' : `${admin.email} is no longer an admin`),
      onError: (error) =>
        toast.error('Could not remove the admin', { description: failureDescription(error) }),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold wrap-anywhere text-stone-900">{admin.email}</p>
        <div className="flex flex-wrap gap-1">
          <Badge tone={admin.role === 'owner' ? 'court' : 'neutral'}>
            {admin.role === 'owner' ? 'Owner' : 'Admin'}
          </Badge>
          {admin.pending && (
            <Badge tone="amber">
              {admin.fromSettings ? 'Not signed in yet' : 'Invited, not signed in yet'}
            </Badge>
          )}
          {admin.fromSettings && <Badge>Set in server settings</Badge>}
        </div>
      </div>
      {removable && (
        <>
          <Button
            variant="outline"
            disabled={remove.isPending}
            aria-label={`Remove ${admin.email}`}
            onClick={() => setConfirming(true)}
          >
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={admin.pending ? 'Withdraw this invitation?' : 'Remove this admin?'}
            description={
              admin.pending
                ? `Signing in with ${admin.email} will no longer make anyone an admin.`
                : `${admin.email} will no longer be able to manage sessions and bookings.`
            }
            confirmLabel={admin.pending ? 'Withdraw' : 'Remove'}
            onConfirm={confirmRemove}
          />
        </>
      )}
    </li>
  );
}
