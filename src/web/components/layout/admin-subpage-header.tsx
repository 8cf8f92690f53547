import type { ReactNode } from 'react';
import { BackLink } from './back-link.tsx';

/** The top of an admin page reached from the dashboard: Back to /admin, the title, a line of context. */
export function AdminSubpageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <BackLink to="/admin">Back</BackLink>
      <h1 className="text-3xl font-black tracking-tight">{title}</h1>
      <p className="text-stone-700">{children}</p>
    </div>
  );
}
