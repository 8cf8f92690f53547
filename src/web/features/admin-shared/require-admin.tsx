import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMe } from './api/get-me.ts';
import { NotAdminPage } from './not-admin-page.tsx';

/**
 * The gate of every /admin route (spec §2 Protected routes): 'Loading...' while the sign-in state is
 * unknown, /auth with nobody signed in, a "not an admin" page for other accounts, else the screen.
 */
export default function RequireAdmin() {
  useDocumentTitle(`Admin - ${config.appName}`);
  const { data: me, isPending, isError } = useMe();
  if (isPending) return <LoadingState />;
  if (isError || !me) return <Navigate to="/auth" replace />;
  if (!me.isAdmin) return <NotAdminPage email={me.user.email} />;
  return <Outlet />;
}
