import { Download } from 'lucide-react';
import { buttonClasses } from './ui/button.tsx';

/** 'Download CSV' for an admin export (docs/product/api.md Exports); `what` names the file for screen readers. */
export function DownloadCsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={buttonClasses('outline', 'sm')}>
      <Download className="size-4" aria-hidden="true" />
      Download CSV<span className="sr-only"> of {what}</span>
    </a>
  );
}
