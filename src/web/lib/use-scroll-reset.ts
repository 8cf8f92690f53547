import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from './router.tsx';

/** A page opened by a link starts at the top; back and forward keep the browser's own restoring. */
export function useScrollReset() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new page (pathname)
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
