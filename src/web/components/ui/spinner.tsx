import { LoaderCircle } from 'lucide-react';

/** A centred 'Loading...' indicator announced to screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-stone-700">
      <LoaderCircle className="size-6 animate-spin text-green-700" aria-hidden="true" />
      <span className="font-medium">{label}</span>
    </div>
  );
}
