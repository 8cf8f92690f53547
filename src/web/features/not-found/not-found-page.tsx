import { Home } from 'lucide-react';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { TennisBall } from '../../components/ui/tennis-ball.tsx';
import { config } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function NotFoundPage() {
  useDocumentTitle(`Page Not Found - ${config.appName}`);
  return (
    <PageContainer className="flex flex-col items-center py-16 text-center sm:py-24">
      <TennisBall className="size-16" />
      <p className="mt-6 text-6xl font-black tracking-tight text-green-800">404</p>
      <h1 className="mt-2 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 max-w-sm text-stone-700">
        That shot went out. The page you're looking for doesn't exist.
      </p>
      <ButtonLink to="/" className="mt-8">
        <Home className="size-4" aria-hidden="true" />
        Return to Home
      </ButtonLink>
    </PageContainer>
  );
}
