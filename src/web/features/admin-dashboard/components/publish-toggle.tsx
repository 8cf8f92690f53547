import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useRef } from 'react';
import type { SessionDto } from '#core/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { dismissToasts, toast } from '../../../lib/toast.ts';
import { usePublishSession } from '../api/publish-session.ts';

/** Its booked players' count, for the warning that they lose the page (decision 0168). */
const bookedText = (n: number) => (n === 1 ? '1 booked player' : `${n} booked players`);

/**
 * The card's Published / Unpublished toggle (docs/product/screens.md Admin session card). One tap, as
 * the spec has it; unpublishing a session with bookings says what it does to them and offers Undo
 * (decision 0168). It stays enabled while the call runs, so the focus stays on it; a tap meanwhile
 * does nothing.
 */
export function PublishToggle({ session, describedBy }: { session: SessionDto; describedBy: string }) {
  const publish = usePublishSession();
  const undoable = useRef<string>(undefined);
  const booked = session.bookings.length;
  const set = (isPublished: boolean) =>
    publish.mutate(
      { id: session.id, isPublished },
      {
        onSuccess: (saved) => {
          // A change after an unpublish closes its toast: its Undo would undo nothing by then.
          if (undoable.current) dismissToasts(undoable.current);
          undoable.current = undefined;
          if (saved.isPublished || booked === 0) {
            toast.success(saved.isPublished ? 'Session published' : 'Session unpublished');
            return;
          }
          undoable.current = `unpublished-${session.id}-${Date.now()}`;
          toast.success('Session unpublished', {
            id: undoable.current,
            description: `Its ${bookedText(booked)} can no longer open its page until you publish it again.`,
            duration: 8000,
            action: { label: 'Undo', onClick: () => set(true) },
          });
        },
        onError: () => toast.error('Failed to update session publish status.'),
      },
    );
  const toggle = () => {
    if (!publish.isPending) set(!session.isPublished);
  };
  return (
    <Button
      variant="uncoloured"
      className={cn(
        'min-w-0 flex-1 border',
        session.isPublished
          ? 'border-green-700 bg-white text-green-900 hover:bg-green-50'
          : 'border-amber-600 bg-amber-50 text-amber-900 hover:bg-amber-100',
      )}
      aria-pressed={session.isPublished}
      aria-describedby={describedBy}
      aria-busy={publish.isPending}
      onClick={toggle}
    >
      {publish.isPending ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : session.isPublished ? (
        <Eye className="size-4" aria-hidden="true" />
      ) : (
        <EyeOff className="size-4" aria-hidden="true" />
      )}
      {session.isPublished ? 'Published' : 'Unpublished'}
    </Button>
  );
}
