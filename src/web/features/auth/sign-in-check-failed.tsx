import { RefreshCw, WifiOff } from 'lucide-react';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/**
 * The server could not say who is signed in (offline, restarting): that is not "signed out", so the
 * admin stays here and can try again instead of being sent to /auth.
 */
export function SignInCheckFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <PageContainer className="flex justify-center">
      <Card role="alert" className="w-full max-w-md p-6 text-center sm:p-8">
        <WifiOff className="mx-auto size-10 text-stone-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Can't reach the server</h1>
        <p className="mt-2 text-stone-700">Please check your connection and try again.</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </Card>
    </PageContainer>
  );
}
