import { useEffect } from 'react';
import { config } from './config.ts';

/** Sets document.title while the screen is shown; the product name otherwise. */
export function useDocumentTitle(title: string = config.appName): void {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = config.appName;
    };
  }, [title]);
}
