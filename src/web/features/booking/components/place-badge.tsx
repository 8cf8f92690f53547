import { CircleCheck, Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { type Place, placeLabel } from '../name-entries.ts';

/** Where a booking stands, in words with its own colour and icon (decision 0062): never colour alone. */
export function PlaceBadge({ place }: { place: Place | undefined }) {
  if (!place) return <Badge tone="neutral">Canceled</Badge>;
  const Icon = place.kind === 'confirmed' ? CircleCheck : Clock;
  return (
    <Badge tone={place.kind === 'confirmed' ? 'court' : 'amber'} className="ring-1 ring-current/25">
      <Icon className="size-3.5" aria-hidden="true" />
      {placeLabel(place)}
    </Badge>
  );
}
