// "Book every week" loads on demand in the browser (decision 0030's budget): only series pages show
// it. The server renders it at once (it is preloaded like the lazy pages, decision 0067), so the
// page arrives with it and hydrates without a fallback. The tick itself lives here, with the form.
import { type ComponentProps, Suspense, useState } from 'react';
import type { BookingCreatedDto } from '#core/schemas.ts';
import { lazyPage } from '../../../components/lazy-page.tsx';
import type { EveryWeekChoice } from './every-week-choice.tsx';

/** The tick and the last every-week answer, kept by the form. */
export function useEveryWeek() {
  const [checked, setChecked] = useState(false);
  const [result, setResult] = useState<BookingCreatedDto | undefined>();
  return { checked, setChecked, result, setResult };
}
export type EveryWeek = ReturnType<typeof useEveryWeek>;

/** The tick box, which the server renderer preloads (routes.tsx). */
export const EveryWeekChoiceLazy = lazyPage(() =>
  import('./every-week-choice.tsx').then((m) => ({ default: m.EveryWeekChoice })),
);

export function EveryWeekChoiceOnDemand(props: ComponentProps<typeof EveryWeekChoice>) {
  if (!props.session.laterWeeks) return null;
  return (
    <Suspense fallback={null}>
      <EveryWeekChoiceLazy {...props} />
    </Suspense>
  );
}
