import { Button } from '../../../components/ui/button.tsx';

/** What a failed read of the upcoming list shows, with a second try (decision 0179). */
export function ListNotLoaded({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <p className="mt-1 text-stone-700">
        The sessions could not be loaded. Check your connection and try again.
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
