import { Eye, EyeOff } from 'lucide-react';
import type { SessionDto } from '#core/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { usePublishSession } from '../api/publish-session.ts';

/** The card's Published / Unpublished toggle (docs/product/screens.md Admin session card). */
export function PublishToggle({ session, titleId }: { session: SessionDto; titleId: string }) {
  const publish = usePublishSession();
  const toggle = () =>
    publish.mutate(
      { id: session.id, isPublished: !session.isPublished },
      {
        onSuccess: ({ isPublished }) =>
          toast.success(isPublished ? 'Session published' : 'Session unpublished'),
        onError: () => toast.error('Failed to update session publish status.'),
      },
    );
  return (
    <Button
      variant="outline"
      className={cn(
        'min-w-0 flex-1',
        session.isPublished
          ? 'border-green-700 text-green-900'
          : 'border-amber-600 bg-amber-50 text-amber-900',
      )}
      aria-pressed={session.isPublished}
      aria-describedby={titleId}
      disabled={publish.isPending}
      onClick={toggle}
    >
      {session.isPublished ? (
        <Eye className="size-4" aria-hidden="true" />
      ) : (
        <EyeOff className="size-4" aria-hidden="true" />
      )}
      {session.isPublished ? 'Published' : 'Unpublished'}
    </Button>
  );
}
