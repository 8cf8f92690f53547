import { useId } from 'react';
import { MAX_REPEAT_WEEKS } from '#core/weekly-series.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';

type Props = {
  repeatWeeks: string;
  isPublished: boolean;
  error: string | undefined;
  onRepeatWeeksChange: (value: string) => void;
  onPublishedChange: (isPublished: boolean) => void;
};

/** Create only (decision 0038): 'Repeat weekly' makes a series of independent sessions; 'Publish now'. */
export function CreateOptionsFields({
  repeatWeeks,
  isPublished,
  error,
  onRepeatWeeksChange,
  onPublishedChange,
}: Props) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={`${id}-repeat`}
        label="Repeat weekly"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_REPEAT_WEEKS}
        step={1}
        required
        hint={`Weeks, 1 to ${MAX_REPEAT_WEEKS}. Creates one session per week at the same time, each with its own link.`}
        value={repeatWeeks}
        error={error}
        onChange={(e) => onRepeatWeeksChange(e.target.value)}
      />
      <div className="flex items-start gap-3 sm:pt-7">
        <Checkbox
          id={`${id}-publish`}
          checked={isPublished}
          onCheckedChange={onPublishedChange}
          aria-describedby={`${id}-publish-hint`}
        />
        <div>
          <label htmlFor={`${id}-publish`} className="block text-sm font-semibold text-stone-800">
            Publish now
          </label>
          <p id={`${id}-publish-hint`} className="mt-1 text-xs text-stone-600">
            Players can see and book it at once. Unpublished sessions stay hidden until you publish them.
          </p>
        </div>
      </div>
    </div>
  );
}
