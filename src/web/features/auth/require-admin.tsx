import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { Navigate, Outlet, useLocation } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMe } from './api/get-me.ts';
import { NotAdminPage } from './not-admin-page.tsx';
import { signInPathFor } from './return-to.ts';
import { SignInCheckFailed } from './sign-in-check-failed.tsx';

/**
 * The gate of every /admin route (docs/product/screens.md Protected routes): 'Loading...' while the sign-in state is
 * unknown, /auth with nobody signed in (not when the server could not be asked), a "not an admin"
 * page for other accounts, else the screen.
 */
export default function RequireAdmin() {
  useDocumentTitle(`Admin - ${config.appName}`);
  const { data: me, isPending, isError, isFetching, refetch } = useMe();
  const { pathname, search } = useLocation();
  if (isPending) return <LoadingState />;
  // A failed re-check keeps the last answer; only a failure with no answer at all stops here.
  if (me === undefined && isError)
    return <SignInCheckFailed onRetry={() => refetch()} retrying={isFetching} />;
  if (!me) return <Navigate to={signInPathFor(pathname, search)} replace />;
  if (!me.isAdmin) return <NotAdminPage email={me.user.email} />;
  return <Outlet />;
}
