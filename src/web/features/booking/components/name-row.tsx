import { UserX, X } from 'lucide-react';
import { MAX_NAME_LENGTH } from '#core/names.ts';
import type { PreferenceEntry } from '#core/schemas.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { inputClasses } from '../../../components/ui/form-field.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { preloadOn } from '../../../components/ui/on-demand.tsx';
import { cn } from '../../../lib/cn.ts';
import { preloadCancelBookingDialog } from '../hooks/use-cancel-flow.tsx';
import { nameInputId, type RowStatus } from '../name-entries.ts';
import { NameRowStatus } from './name-row-status.tsx';

type NameRowProps = {
  entry: PreferenceEntry;
  index: number;
  status: RowStatus;
  error: string | undefined;
  /** Said under the field, e.g. that the name this row held stays booked (decision 0160). */
  note?: string | undefined;
  disabled: boolean;
  onNameChange: (name: string) => void;
  onSelectedChange: (selected: boolean) => void;
  /** ✕ on a row that is not booked: the name is forgotten. */
  onRemove: () => void;
  /** ✕ on a booked row cancels the booking (after the confirm); absent when it cannot be cancelled. */
  onCancel: (() => void) | undefined;
  onBookAgain: () => void;
};

/** One name on the booking form: 'Your Name' for the main user, 'Family Member' (selectable, removable) otherwise. */
export function NameRow({
  entry,
  index,
  status,
  error,
  note,
  disabled,
  onNameChange,
  onSelectedChange,
  onRemove,
  onCancel,
  onBookAgain,
}: NameRowProps) {
  const inputId = nameInputId(index);
  const statusId = status === 'open' ? undefined : `${inputId}-status`;
  const errorId = error ? `${inputId}-error` : undefined;
  const noteId = note ? `${inputId}-note` : undefined;
  const main = entry.isMainUser;
  // A booked or cancelled row is not booked by the button, so it offers no tick box.
  const selectable = !main && status === 'open';
  // A booked row's ✕ would otherwise make the row vanish while the person stays booked (decision 0063).
  const booked = typeof status === 'object';
  return (
    <div>
      {/* On a cramped screen the field takes the whole width, the tick box and ✕ on a line under it. */}
      <div
        className={cn(
          'flex items-end gap-3 cramped:flex-wrap cramped:justify-between cramped:gap-y-1',
          selectable && !entry.selected && 'opacity-80',
        )}
      >
        {selectable && (
          // The whole label is the tap target, 44×44 px around the 24 px box (WCAG 2.5.5), level
          // with the name's 44 px field beside it.
          <label
            htmlFor={`${inputId}-tick`}
            className="-mx-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center"
          >
            <Checkbox
              id={`${inputId}-tick`}
              checked={entry.selected}
              onCheckedChange={onSelectedChange}
              disabled={disabled}
              aria-label={`Book Family Member ${index}`}
            />
          </label>
        )}
        {!main && !selectable && <span className="size-6 shrink-0" aria-hidden="true" />}
        <div className="min-w-0 flex-1 cramped:order-first cramped:basis-full">
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
            maxLength={MAX_NAME_LENGTH}
            autoComplete={main ? 'name' : 'off'}
            autoCapitalize="words"
            placeholder={main ? 'Enter your name' : "Family member's name"}
            aria-invalid={error ? true : undefined}
            aria-describedby={[statusId, noteId, errorId].filter(Boolean).join(' ') || undefined}
            className={inputClasses}
          />
        </div>
        {!main && booked && onCancel && (
          <IconButton
            label={`Cancel booking for ${entry.name}`}
            title="Cancel booking"
            icon={UserX}
            iconClassName="size-5"
            destructive
            onClick={onCancel}
            disabled={disabled}
            className="mb-0.5 min-h-11 min-w-11"
            {...preloadOn(preloadCancelBookingDialog)}
          />
        )}
        {!main && !booked && (
          <IconButton
            label={`Remove Family Member ${index}`}
            title="Remove name"
            icon={X}
            iconClassName="size-5"
            onClick={onRemove}
            disabled={disabled}
            className="mb-0.5 min-h-11 min-w-11 text-stone-600 hover:text-red-700"
          />
        )}
        {!main && booked && !onCancel && <span className="w-11 shrink-0" aria-hidden="true" />}
      </div>
      {/* Under the input, past the tick box column (size-6 + gap-3) on family rows. */}
      <div className={cn(!main && 'pl-9 cramped:pl-0')}>
        {status !== 'open' && (
          <NameRowStatus
            id={`${inputId}-status`}
            name={entry.name}
            status={status}
            disabled={disabled}
            onBookAgain={onBookAgain}
          />
        )}
        {noteId && (
          <p id={noteId} className="mt-1 text-sm wrap-anywhere text-amber-900">
            {note}
          </p>
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
