import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonClasses } from '../ui/button.tsx';

/** The router's error element (spec §8): a crash shows this instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
      <div className="max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <TriangleAlert className="mx-auto size-10 text-amber-700" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">Unexpected Application Error!</h1>
        {detail && <p className="mt-2 text-sm break-words text-stone-700">{detail}</p>}
        {/* A full reload: the app state that crashed is not trusted. */}
        <a href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          Return to Home
        </a>
      </div>
    </main>
  );
}
