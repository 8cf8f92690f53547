import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { MAX_NAME_LENGTH } from '#core/names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/form-field.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';

type Props = {
  names: string[];
  /** Each row's problem by index (core's checkPreAddedNames, the server's rule). */
  errors: ReadonlyMap<number, string>;
  onChange: (update: (names: string[]) => string[]) => void;
};

/** 'Pre-add Members (Optional)': members who paid in advance, booked first and marked paid. */
export function PreAddedNamesField({ names, errors, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold text-stone-800">Pre-add Members (Optional)</legend>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        Members who have paid in advance. They are booked first, marked paid, and go onto the confirmed list.
      </p>
      <ol className="space-y-2">
        {names.map((name, index) => (
          // Rows have no identity but their place; a removed row shifts the rest up.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          <li key={index}>
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-${index}`} className="sr-only">
                Member {index + 1}
              </label>
              <input
                id={`${id}-${index}`}
                className={inputClasses}
                value={name}
                maxLength={MAX_NAME_LENGTH * 2}
                placeholder="Member name"
                autoComplete="off"
                aria-invalid={errors.has(index) ? true : undefined}
                aria-describedby={errors.has(index) ? `${id}-${index}-error` : undefined}
                onChange={(e) => onChange((all) => all.map((n, i) => (i === index ? e.target.value : n)))}
              />
              <IconButton
                label={`Remove member ${index + 1}`}
                icon={X}
                onClick={() => onChange((all) => all.filter((_, i) => i !== index))}
              />
            </div>
            {errors.has(index) && (
              <p id={`${id}-${index}-error`} className="mt-1 text-sm font-medium wrap-anywhere text-red-700">
                {errors.get(index)}
              </p>
            )}
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => onChange((all) => [...all, ''])}>
        <Plus className="size-4" aria-hidden="true" />
        Add Name
      </Button>
    </fieldset>
  );
}
