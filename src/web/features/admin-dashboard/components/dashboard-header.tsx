import { Plus, Wallet } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { AccountMenu } from './account-menu.tsx';
import { AdminPushToggle } from './admin-push-toggle.tsx';
import { PlayersLink } from './players-link.tsx';

/**
 * 'Sessions' with the push toggle, the unpaid bookings link and Create (docs/product/screens.md); signing out sits in
 * the account menu. On a phone: the title, the toggle and the menu, then the two session actions.
 */
export function DashboardHeader({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-4">
      <h1 className="mr-auto text-3xl font-black tracking-tight">Sessions</h1>
      <div className="flex flex-wrap items-center gap-2 sm:order-last">
        <AdminPushToggle />
        <AccountMenu />
      </div>
      <div className="grid w-full grid-cols-[1fr_auto] gap-2 cramped:grid-cols-1 sm:flex sm:w-auto">
        <PlayersLink />
        <ButtonLink to="/admin/unpaid-bookings" variant="outline">
          <Wallet className="size-4" aria-hidden="true" />
          Unpaid Bookings
        </ButtonLink>
        <Button onClick={onCreate} className="px-5">
          <Plus className="size-4" aria-hidden="true" />
          Create
        </Button>
      </div>
    </div>
  );
}
