import { Banknote } from 'lucide-react';
import { formatMoney, toCents } from '#core/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { config } from '../../../lib/config.ts';

/** What a place costs, on the admin card; nothing for a free session. */
export function PriceBadge({ price }: { price: number }) {
  if (!price) return null;
  return (
    <Badge tone="neutral">
      <Banknote className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Price </span>
      {formatMoney(toCents(price), config.currency)}
    </Badge>
  );
}
