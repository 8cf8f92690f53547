import { Banknote, CalendarX, ListOrdered, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { config } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function TermsSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-3 text-xl font-bold">
        {icon}
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-stone-700">{children}</div>
    </Card>
  );
}

const iconClass = 'size-6 shrink-0 text-green-700';

/** docs/product/screens.md Terms page: cancellation, personal bookings, waiting list, payment. */
export default function TermsPage() {
  useDocumentTitle(`Terms & Conditions - ${config.appName}`);
  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-3xl font-black tracking-tight">Terms &amp; Conditions</h1>
      <p className="mt-2 text-stone-700">Please read these before booking a {config.appName} session.</p>
      <div className="mt-8 space-y-5">
        <TermsSection
          title="Cancellation Policy"
          icon={<CalendarX className={iconClass} aria-hidden="true" />}
        >
          <p>
            Please give at least <strong>24 hours' notice</strong> if you can't attend. Cancellations made
            less than 24 hours before the session may be charged the session fee, unless your spot is filled
            from the waiting list.
          </p>
          <p>
            Bookings can't be canceled on the booking page in the <strong>last 2 hours</strong> before the
            session. Please message the group instead, and the Admin will transfer your place.
          </p>
        </TermsSection>
        <TermsSection
          title="Personal Bookings"
          icon={<UsersRound className={iconClass} aria-hidden="true" />}
        >
          <p>
            Bookings are personal: book only for yourself and your family members. Please don't book spots to
            hold them for other people.
          </p>
        </TermsSection>
        <TermsSection title="Waiting List" icon={<ListOrdered className={iconClass} aria-hidden="true" />}>
          <p>
            When a session is full, new bookings join the waiting list in the order they arrive. When a
            confirmed player cancels, the first person on the waiting list is confirmed automatically.
          </p>
        </TermsSection>
        <TermsSection title="Payment" icon={<Banknote className={iconClass} aria-hidden="true" />}>
          <p>Cash payment at the session is preferred.</p>
        </TermsSection>
      </div>
    </PageContainer>
  );
}
