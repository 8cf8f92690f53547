import { ChevronDown, CircleUser, LogOut, MonitorSmartphone, UsersRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Link } from '../../../lib/router.tsx';
import { useMe } from '../../auth/api/get-me.ts';
import { useSignOut } from '../../auth/use-sign-out.ts';

/** The signed-in account and its sign-out choices, kept out of the way of the session actions. */
export function AccountMenu() {
  const { signOut, pending } = useSignOut();
  const email = useMe().data?.user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="px-3">
          <CircleUser className="size-5" aria-hidden="true" />
          Account
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {email && (
          <DropdownMenuLabel>
            Signed in as <span className="block font-semibold wrap-anywhere text-stone-900">{email}</span>
          </DropdownMenuLabel>
        )}
        <DropdownMenuItem asChild>
          <Link to="/admin/admins">
            <UsersRound className="size-4" aria-hidden="true" />
            Admins
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={() => signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={() => signOut(true)}>
          <MonitorSmartphone className="size-4" aria-hidden="true" />
          Sign out everywhere
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
