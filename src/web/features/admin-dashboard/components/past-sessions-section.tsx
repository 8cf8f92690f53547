import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePastSessions } from '../api/get-past-sessions.ts';
import { SessionGrid } from './session-grid.tsx';

/** Collapsible 'Past Sessions', fetched the first time it is opened (docs/product/screens.md), a page at a time. */
export function PastSessionsSection() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const past = usePastSessions({ enabled: opened });
  // A page asked for while the loaded ones are read again (a live change) would be fitted to the
  // pages as they were: it is asked for once that read is done. Before, the button was disabled
  // meanwhile, and a tap landing then was lost.
  const [moreWanted, setMoreWanted] = useState(false);
  const { isFetching, fetchNextPage } = past;
  const asking = useRef(false);
  useEffect(() => {
    if (!moreWanted || isFetching || asking.current) return;
    asking.current = true;
    // Wanted until that page is in: a tap meanwhile asks for nothing more.
    void fetchNextPage().finally(() => {
      asking.current = false;
      setMoreWanted(false);
    });
  }, [moreWanted, isFetching, fetchNextPage]);

  useEffect(() => {
    if (past.isError) toast.error('Error loading past sessions', { description: 'Please try again later.' });
  }, [past.isError]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };

  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} asChild>
      <section aria-labelledby="past-sessions-heading" className="mt-10">
        <h2 id="past-sessions-heading">
          <Collapsible.Trigger className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-left text-xl font-bold">
            Past Sessions
            <ChevronDown
              className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="mt-4">
          <SessionGrid
            sessions={past.data}
            loading={past.isPending}
            emptyText={past.isError ? 'Past sessions could not be loaded.' : 'No past sessions found.'}
            isPast
          />
          {past.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => setMoreWanted(true)}>
                {moreWanted ? 'Loading...' : 'Show more'}
              </Button>
            </div>
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
