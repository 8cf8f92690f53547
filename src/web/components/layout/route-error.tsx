import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonClasses } from '../ui/button.tsx';

/** Around the app's routes (docs/product/messages-and-limits.md): a crash shows the error page instead of a blank page. */
export class AppErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown; failed: boolean; key: string }
> {
  override state = { error: undefined, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  /** Another page clears the error, as the router's error element did. */
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * A screen whose code could not be downloaded (offline, or the files of an older release): not a
 * crash of the app, and a full load of the same address is what fixes it (decision 0179).
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed/i;

function RouteError({ error }: { error: unknown }) {
  useDocumentTitle();
  const detail = error instanceof Error ? error.message : null;
  if (detail && CODE_NOT_FETCHED.test(detail))
    return (
      <ErrorScreen title="This page could not be loaded" detail="Check your connection and try again.">
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'mt-6')}
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </ErrorScreen>
    );
  return (
    <ErrorScreen title="Unexpected Application Error!" detail={detail}>
      {/* A full reload: the app state that crashed is not trusted. */}
      <a href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Return to Home
      </a>
    </ErrorScreen>
  );
}

/** The whole screen in place of the app, with a way on (`children`). */
function ErrorScreen({
  title,
  detail,
  children,
}: {
  title: string;
  detail: string | null;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
      <div className="max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <TriangleAlert className="mx-auto size-10 text-amber-700" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">{title}</h1>
        {detail && <p className="mt-2 text-sm break-words text-stone-700">{detail}</p>}
        {children}
      </div>
    </main>
  );
}
