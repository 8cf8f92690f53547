import { LogOut, Plus, Wallet } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useSignOut } from '../../admin-shared/use-sign-out.ts';

/** 'Sessions' with the unpaid bookings link, Create, Sign out and Sign out everywhere (spec §2). */
export function DashboardHeader({ onCreate }: { onCreate: () => void }) {
  const { signOut, pending } = useSignOut();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-3xl font-black tracking-tight">Sessions</h1>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <ButtonLink to="/admin/unpaid-bookings" variant="outline" className="col-span-2 sm:col-span-1">
          <Wallet className="size-4" aria-hidden="true" />
          Unpaid Bookings
        </ButtonLink>
        <Button onClick={onCreate}>
          <Plus className="size-4" aria-hidden="true" />
          Create
        </Button>
        <Button variant="outline" onClick={() => signOut()} disabled={pending}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign out
        </Button>
        <Button
          variant="outline"
          className="col-span-2 sm:col-span-1"
          onClick={() => signOut(true)}
          disabled={pending}
        >
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
