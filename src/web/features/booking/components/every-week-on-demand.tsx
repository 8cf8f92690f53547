// "Book every week" loads on demand (decision 0030's budget): only series pages show it, and its
// code arrives before anyone can tick it. The tick itself lives here, with the form.
import { type ComponentProps, Suspense, useState } from 'react';
import type { BookingCreatedDto } from '../../../../core/schemas.ts';
import { onDemand } from '../../../components/ui/on-demand.tsx';
import type { EveryWeekChoice, EveryWeekResult } from './every-week-choice.tsx';

/** The tick and the last every-week answer, kept by the form. */
export function useEveryWeek() {
  const [checked, setChecked] = useState(false);
  const [result, setResult] = useState<BookingCreatedDto | undefined>();
  return { checked, setChecked, result, setResult };
}
export type EveryWeek = ReturnType<typeof useEveryWeek>;

const choice = onDemand(() => import('./every-week-choice.tsx').then((m) => m.EveryWeekChoice));
const result = onDemand(() => import('./every-week-choice.tsx').then((m) => m.EveryWeekResult));

export function EveryWeekChoiceOnDemand(props: ComponentProps<typeof EveryWeekChoice>) {
  if (!props.session.laterWeeks) return null;
  return (
    <Suspense fallback={null}>
      <choice.Component {...props} />
    </Suspense>
  );
}

export function EveryWeekResultOnDemand(props: ComponentProps<typeof EveryWeekResult>) {
  return (
    <Suspense fallback={null}>
      <result.Component {...props} />
    </Suspense>
  );
}
