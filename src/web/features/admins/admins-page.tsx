import { AdminSubpageHeader } from '../../components/layout/admin-subpage-header.tsx';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { config } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMe } from '../auth/api/get-me.ts';
import { useAdmins } from './api/admins.ts';
import { AdminRow } from './components/admin-row.tsx';
import { InviteAdminForm } from './components/invite-admin-form.tsx';

const notice = 'rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700';

/** /admin/admins (docs/product/screens.md Admins page): the owner invites and removes; others read. */
export default function AdminsPage() {
  useDocumentTitle(`Admins - Admin - ${config.appName}`);
  const admins = useAdmins();
  const myEmail = useMe().data?.user.email.toLowerCase();
  const list = admins.data?.admins;
  const isOwner = list?.some((a) => a.role === 'owner' && a.email === myEmail) ?? false;

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <AdminSubpageHeader title="Admins">
        {isOwner
          ? 'People who can manage sessions and bookings. You own the club: only you can invite or remove admins.'
          : 'People who can manage sessions and bookings. Only the owner can invite or remove admins.'}
      </AdminSubpageHeader>
      {admins.isPending ? (
        <LoadingState label="Loading admins..." />
      ) : !list ? (
        <div className={notice} role="alert">
          <p>The admins could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => admins.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {isOwner && <InviteAdminForm listed={list} />}
          <ul
            aria-label="Admins"
            className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
          >
            {list.map((admin) => (
              <AdminRow key={admin.email} admin={admin} canManage={isOwner} />
            ))}
          </ul>
        </>
      )}
    </PageContainer>
  );
}
