import { Bell, BellOff, BellRing } from 'lucide-react';
import type { PushState } from '../lib/web-push.ts';

/** The bell for a push state: ringing when subscribed, struck through when it cannot be turned on. */
export function PushStateIcon({ state, className }: { state: PushState | 'checking'; className?: string }) {
  const Icon =
    state === 'subscribed' ? BellRing : state === 'denied' || state === 'unsupported' ? BellOff : Bell;
  return <Icon className={className} aria-hidden="true" />;
}
