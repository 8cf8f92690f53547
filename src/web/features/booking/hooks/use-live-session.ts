// The booking page stays current without refresh (docs/product/notifications.md): every change to the session arrives
// on its event stream, already in this visitor's own view, and replaces the cached session.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SessionDto } from '#core/schemas.ts';
import { API_BASE } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type StreamStatus, useEventStream } from '../../../lib/use-event-stream.ts';
import { visitorIdReady } from '../../../lib/visitor-id.ts';
import { wentBack } from '../newest-session.ts';

export function useLiveSession(link: string, enabled: boolean): StreamStatus {
  const queryClient = useQueryClient();
  // The stream marks "your booking" by the visitor cookie: open it once the cookie is settled.
  const [cookieReady, setCookieReady] = useState(false);
  useEffect(() => {
    void visitorIdReady().then(() => setCookieReady(true));
  }, []);
  const sessionPath = `/sessions/by-link/${encodeURIComponent(link)}`;
  const path = enabled && cookieReady ? `${sessionPath}/events` : null;
  const key = queryKeys.sessionByLink(link);
  const connected = useRef(false);
  return useEventStream(
    path,
    {
      session: (data) => {
        const incoming = data as SessionDto;
        // A connection's first frame is the session as the server has it now. Older than the page's
        // copy only when the database went back (a restored backup): it lands all the same, where
        // newestSession would keep the copy (decision 0153). Both updates reach React as one.
        if (connected.current && wentBack(queryClient.getQueryData(key), incoming))
          queryClient.setQueryData(key, null);
        connected.current = false;
        queryClient.setQueryData(key, incoming);
      },
      gone: () => {
        queryClient.setQueryData(key, null);
        // The service worker's copies would bring the session back on a reload offline.
        navigator.serviceWorker?.controller?.postMessage({
          forget: [window.location.pathname, `${API_BASE}${sessionPath}`],
        });
      },
    },
    () => {
      connected.current = true;
    },
  );
}
