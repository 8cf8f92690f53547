import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { LoadingState } from './ui/spinner.tsx';

/** A lazily loaded screen with the shared 'Loading...' state while its code arrives. */
export function suspended(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}
