import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button.tsx';

/** The way back from an admin page: a quiet link with an arrow, lined up with the page's edge. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="ghost" className="-ml-2">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </ButtonLink>
  );
}
