import { useId } from 'react';
import { MAX_CAPACITY, MAX_LOCATION_LENGTH, MAX_TITLE_LENGTH, MIN_CAPACITY } from '#core/session-input.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { SessionFormErrors, SessionFormValues } from '../hooks/use-session-form.ts';
import { PriceField } from './price-field.tsx';

type Props = {
  values: SessionFormValues;
  errors: SessionFormErrors;
  setField: (field: 'date' | 'time' | 'title' | 'location' | 'capacity' | 'price', value: string) => void;
};

/** Date, Time, Session Title, Location and Capacity (docs/product/screens.md Create/Edit session dialog). */
export function SessionFormFields({ values, errors, setField }: Props) {
  const id = useId();
  // One column that can shrink (grid-cols-1): a date field's own width never pushes the dialog wider.
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        id={`${id}-date`}
        label="Date"
        type="date"
        required
        value={values.date}
        error={errors.date}
        onChange={(e) => setField('date', e.target.value)}
      />
      <FormField
        id={`${id}-time`}
        label="Time"
        type="time"
        required
        value={values.time}
        error={errors.time}
        onChange={(e) => setField('time', e.target.value)}
      />
      <FormField
        id={`${id}-title`}
        label="Session Title"
        className="sm:col-span-2"
        required
        maxLength={MAX_TITLE_LENGTH}
        value={values.title}
        error={errors.title}
        onChange={(e) => setField('title', e.target.value)}
      />
      <FormField
        id={`${id}-location`}
        label="Location"
        className="sm:col-span-2"
        required
        maxLength={MAX_LOCATION_LENGTH}
        autoComplete="off"
        value={values.location}
        error={errors.location}
        onChange={(e) => setField('location', e.target.value)}
      />
      <FormField
        id={`${id}-capacity`}
        label="Capacity"
        type="number"
        inputMode="numeric"
        min={MIN_CAPACITY}
        max={MAX_CAPACITY}
        required
        hint={`${MIN_CAPACITY} to ${MAX_CAPACITY} players.`}
        value={values.capacity}
        error={errors.capacity}
        onChange={(e) => setField('capacity', e.target.value)}
      />
      <PriceField id={`${id}-price`} value={values.price} error={errors.price} setField={setField} />
    </div>
  );
}
