import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClasses =
  'block min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 ' +
  'placeholder:text-stone-500 focus:border-green-700 focus:outline-none focus-visible:outline-3 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-green-700/40 aria-invalid:border-red-700 disabled:bg-stone-100 [&[readonly]]:border-stone-300 [&[readonly]]:bg-stone-100';

type FormFieldProps = ComponentProps<'input'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A labelled input with an optional hint and an error announced with the field. */
export function FormField({ id, label, hint, error, className, ...props }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message: an error (role=alert) or a success notice (role=status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2 text-sm font-medium',
        tone === 'error'
          ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
          : 'bg-green-50 text-green-900 ring-1 ring-green-200',
      )}
    >
      {children}
    </p>
  );
}
