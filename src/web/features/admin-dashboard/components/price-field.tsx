import { MAX_PRICE } from '#core/money.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { config } from '../../../lib/config.ts';

/** The form's text for a price: '' for a free session, else two decimals ('12.50'). */
export const priceText = (price: number): string => (price > 0 ? price.toFixed(2) : '');

type Props = {
  id: string;
  value: string;
  error?: string;
  setField: (field: 'price', value: string) => void;
};

/** Price per player (docs/product/screens.md Create/Edit session dialog): empty = free. */
export function PriceField({ id, value, error, setField }: Props) {
  return (
    <FormField
      id={id}
      label={`Price (${config.currency})`}
      inputMode="decimal"
      autoComplete="off"
      placeholder="Free"
      hint={`Per player, 0 to ${MAX_PRICE}. Leave empty for a free session.`}
      value={value}
      error={error}
      onChange={(e) => setField('price', e.target.value)}
    />
  );
}
