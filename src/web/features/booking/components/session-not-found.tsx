import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

export function SessionNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center p-8 text-center">
      <SearchX className="size-10 text-green-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">Session Not Found</h1>
      <p className="mt-2 text-stone-700">
        This booking link doesn't match an open session. It may have been removed.
      </p>
      <ButtonLink to="/sessions" className="mt-6">
        See Upcoming Sessions
      </ButtonLink>
    </Card>
  );
}
