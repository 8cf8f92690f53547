import { config } from '../../lib/config.ts';
import { Link } from '../../lib/router.tsx';
import { TennisBall } from '../ui/tennis-ball.tsx';

// 44 × 44 px tap areas (WCAG 2.5.5) around 14 px text; the list's negative margin lets them reach into
// the footer's padding, so the footer looks as it did.
const linkClass =
  'inline-flex min-h-11 min-w-11 items-center rounded-sm font-medium text-green-100 underline-offset-4 hover:text-white hover:underline';

/** The shared footer of every public page (docs/product/README.md). */
export function SiteFooter() {
  return (
    <footer className="on-dark mt-auto bg-green-950 text-green-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="flex items-center gap-2 text-base font-bold text-white">
            <TennisBall className="size-5" />
            {config.appName} Booking
          </h2>
          <p className="mt-1 text-sm">Group tennis-fitness sessions at the club.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="-my-3 flex flex-wrap gap-x-6 text-sm">
            <li>
              <Link to="/terms" className={linkClass}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to="/admin" className={linkClass}>
                Admin
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
