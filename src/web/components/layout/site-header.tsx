import { CalendarDays } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { config } from '../../lib/config.ts';
import { Link, NavLink } from '../../lib/router.tsx';
import { TennisBall } from '../ui/tennis-ball.tsx';

export function SiteHeader() {
  return (
    <header className="on-dark border-b border-green-900 bg-green-950 text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 cramped:flex-wrap cramped:px-2">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md font-bold tracking-tight">
          <TennisBall className="size-7" />
          <span className="truncate text-lg cramped:whitespace-normal">{config.appName}</span>
        </Link>
        <nav aria-label="Main">
          <NavLink
            to="/sessions"
            className={({ isActive }) =>
              cn(
                'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold',
                isActive ? 'bg-lime-300 text-green-950' : 'text-white hover:bg-green-900',
              )
            }
          >
            <CalendarDays className="size-4" aria-hidden="true" />
            Sessions
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
