import { X } from 'lucide-react';
import { MAX_NAME_LENGTH } from '../../../../core/names.ts';
import type { PreferenceEntry } from '../../../../core/schemas.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';

type NameRowProps = {
  entry: PreferenceEntry;
  index: number;
  disabled: boolean;
  onNameChange: (name: string) => void;
  onSelectedChange: (selected: boolean) => void;
  onRemove: () => void;
};

const inputClass =
  'block min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 ' +
  'placeholder:text-stone-500 focus:border-green-700 focus:outline-none focus-visible:outline-3 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-green-700/40 aria-invalid:border-red-700 disabled:bg-stone-100';

/** One name on the booking form: 'Your Name' for the main user, 'Family Member' (selectable, removable) otherwise. */
export function NameRow({ entry, index, disabled, onNameChange, onSelectedChange, onRemove }: NameRowProps) {
  const inputId = `booking-name-${index}`;
  const main = entry.isMainUser;
  return (
    <div className={cn('flex items-end gap-3', !main && !entry.selected && 'opacity-80')}>
      {!main && (
        <Checkbox
          checked={entry.selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          disabled={disabled}
          aria-label={`Book Family Member ${index}`}
          className="mb-2.5"
        />
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-stone-800">
          {main ? (
            <>
              Your Name{' '}
              <span className="text-red-700" aria-hidden="true">
                *
              </span>
            </>
          ) : (
            <>
              Family Member<span className="sr-only"> {index}</span>
            </>
          )}
        </label>
        <input
          id={inputId}
          type="text"
          value={entry.name}
          onChange={(e) => onNameChange(e.target.value)}
          required={main}
          disabled={disabled}
          maxLength={MAX_NAME_LENGTH * 2}
          autoComplete={main ? 'name' : 'off'}
          autoCapitalize="words"
          placeholder={main ? 'Enter your name' : "Family member's name"}
          className={inputClass}
        />
      </div>
      {!main && (
        <IconButton
          label={`Remove Family Member ${index}`}
          icon={X}
          iconClassName="size-5"
          onClick={onRemove}
          disabled={disabled}
          className="mb-0.5 text-stone-600 hover:text-red-700"
        />
      )}
    </div>
  );
}
