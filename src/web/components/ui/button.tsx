import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/router.tsx';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'danger' | 'uncoloured';
type Size = 'md' | 'sm' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-green-800 text-white hover:bg-green-900 disabled:hover:bg-green-800',
  accent: 'bg-lime-300 text-green-950 hover:bg-lime-300 shadow-sm',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  // Colours from the caller's className: two classes of one property are applied in the
  // stylesheet's order, not the class list's, so a variant's colour cannot be overridden there.
  uncoloured: '',
};

const sizes: Record<Size, string> = {
  md: 'min-h-11 px-4 py-2 text-sm',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  icon: 'size-10 shrink-0',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: Size = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: Size };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: Size };

/** A link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
