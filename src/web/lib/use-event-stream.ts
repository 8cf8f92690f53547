// A live page's connection (docs/product/notifications.md): an EventSource on one of the API's streams, its events
// handed to the caller, and how the connection is doing, so the page can say so quietly.
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from './api-client.ts';

/** 'live' once an event arrived; 'reconnecting' while the browser retries; 'offline' without a network. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';
export type StreamHandlers = Record<string, (data: unknown) => void>;

/** A stream the server closed (a 429, a restart) is opened again after this long. */
const REOPEN_MS = 10_000;

/** `onOpen`: each time the stream connects, the first time and after every retry, before its events. */
export function useEventStream(
  path: string | null,
  handlers: StreamHandlers,
  onOpen?: () => void,
): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [opening, setOpening] = useState(0);
  // The latest handlers without reopening the stream when the caller re-renders.
  const current = useRef(handlers);
  current.current = handlers;
  const opened = useRef(onOpen);
  opened.current = onOpen;
  const events = Object.keys(handlers).sort().join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `opening` reopens a refused stream
  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}${path}`);
    let reopen: ReturnType<typeof setTimeout> | undefined;
    for (const name of events.split(',')) {
      source.addEventListener(name, (event) => {
        setStatus('live');
        current.current[name]?.(JSON.parse((event as MessageEvent<string>).data));
      });
    }
    source.onopen = () => {
      setStatus('live');
      opened.current?.();
    };
    source.onerror = () => {
      setStatus(navigator.onLine ? 'reconnecting' : 'offline');
      // EventSource retries a dropped connection by itself, but not one the server refused.
      if (source.readyState === EventSource.CLOSED)
        reopen = setTimeout(() => setOpening((n) => n + 1), REOPEN_MS);
    };
    const wentOffline = () => setStatus('offline');
    window.addEventListener('offline', wentOffline);
    return () => {
      clearTimeout(reopen);
      source.close();
      window.removeEventListener('offline', wentOffline);
    };
  }, [path, events, opening]);

  return status;
}
