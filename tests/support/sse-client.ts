// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Reads a Server-Sent Events stream the way EventSource does, over a real connection.
export type SseEvent = { event: string; data: any; id?: string };

export type SseClient = {
  status: number;
  events: SseEvent[];
  /** The next event (after those already taken) that matches, waiting for it when needed. */
  next: (match?: (e: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const wakers = new Set<() => void>();
  let taken = 0;
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });

  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || !line.includes(':')) continue;
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (fields.has('data')) {
              events.push({
                event: fields.get('event') ?? 'message',
                data: JSON.parse(fields.get('data') ?? 'null'),
                ...(fields.has('id') ? { id: fields.get('id') } : {}),
              });
              for (const wake of wakers) wake();
            }
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {}
      endedResolve();
    })();
  } else {
    await res.body?.cancel().catch(() => {});
    endedResolve();
  }

  return {
    status: res.status,
    events,
    ended,
    next: (match = () => true, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          while (taken < events.length) {
            const e = events[taken++] as SseEvent;
            if (match(e)) {
              wakers.delete(check);
              clearTimeout(timer);
              resolve(e);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        wakers.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
}
