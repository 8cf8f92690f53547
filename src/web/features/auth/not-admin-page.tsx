import { LogOut, ShieldX } from 'lucide-react';
import { useEffect } from 'react';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { dismissToasts } from '../../lib/toast.ts';
import { useSignOut } from './use-sign-out.ts';

/** A signed-in account without the admin role (docs/product/roles.md). */
export function NotAdminPage({ email }: { email: string }) {
  const { signOut, pending } = useSignOut();
  // An admin removed while the app was open: the load errors that led here say nothing true now.
  useEffect(() => dismissToasts(), []);
  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <ShieldX className="mx-auto size-10 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Not an admin</h1>
        <p className="mt-2 break-words text-stone-700">
          Your account ({email}) is not an admin of this club.
        </p>
        <p className="mt-1 text-sm text-stone-600">Ask the club's owner to add your email as an admin.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => signOut()} disabled={pending}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </Button>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Card>
    </PageContainer>
  );
}
