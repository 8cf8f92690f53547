import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

export type NotFoundReason = 'not-found' | 'invalid-link' | 'error';

// Said once, in the card (decision 0066): a toast beside it told the player the same thing twice.
// The spec's 'Invalid session link' and 'Error loading session' lead the card's text when they apply.
const REASONS: Record<NotFoundReason, string> = {
  'not-found': "This booking link doesn't match an open session. It may have been removed.",
  'invalid-link': 'Invalid session link. Check the link you were sent.',
  error: 'Error loading session. Check your connection and try again.',
};

export function SessionNotFound({ reason }: { reason: NotFoundReason }) {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center p-8 text-center">
      <SearchX className="size-10 text-green-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">Session Not Found</h1>
      <p className="mt-2 text-stone-700">{REASONS[reason]}</p>
      <ButtonLink to="/sessions" className="mt-6">
        See Upcoming Sessions
      </ButtonLink>
    </Card>
  );
}
