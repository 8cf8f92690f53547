import { X } from 'lucide-react';
import { MAX_NAME_LENGTH } from '../../../../core/names.ts';
import type { PreferenceEntry } from '../../../../core/schemas.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { inputClasses } from '../../../components/ui/form-field.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { RowStatus } from '../name-entries.ts';
import { NameRowStatus } from './name-row-status.tsx';

type NameRowProps = {
  entry: PreferenceEntry;
  index: number;
  status: RowStatus;
  error: string | undefined;
  disabled: boolean;
  onNameChange: (name: string) => void;
  onSelectedChange: (selected: boolean) => void;
  onRemove: () => void;
  onBookAgain: () => void;
};

/** One name on the booking form: 'Your Name' for the main user, 'Family Member' (selectable, removable) otherwise. */
export function NameRow({
  entry,
  index,
  status,
  error,
  disabled,
  onNameChange,
  onSelectedChange,
  onRemove,
  onBookAgain,
}: NameRowProps) {
  const inputId = `booking-name-${index}`;
  const statusId = status === 'open' ? undefined : `${inputId}-status`;
  const errorId = error ? `${inputId}-error` : undefined;
  const main = entry.isMainUser;
  // A booked or cancelled row is not booked by the button, so it offers no tick box.
  const selectable = !main && status === 'open';
  return (
    <div>
      <div className={cn('flex items-end gap-3', selectable && !entry.selected && 'opacity-80')}>
        {selectable && (
          <Checkbox
            checked={entry.selected}
            onCheckedChange={onSelectedChange}
            disabled={disabled}
            aria-label={`Book Family Member ${index}`}
            className="mb-2.5"
          />
        )}
        {!main && !selectable && <span className="size-6 shrink-0" aria-hidden="true" />}
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
            aria-invalid={error ? true : undefined}
            aria-describedby={[statusId, errorId].filter(Boolean).join(' ') || undefined}
            className={inputClasses}
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
      {/* Under the input, past the tick box column (size-6 + gap-3) on family rows. */}
      <div className={cn(!main && 'pl-9')}>
        {status !== 'open' && (
          <NameRowStatus
            id={`${inputId}-status`}
            name={entry.name}
            status={status}
            disabled={disabled}
            onBookAgain={onBookAgain}
          />
        )}
        {errorId && (
          <p id={errorId} className="mt-1 text-sm font-medium wrap-anywhere text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
