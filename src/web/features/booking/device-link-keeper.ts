// 'Use on another phone' (decision 0180): issuing a link is limited (ten an hour), so reopening the
// dialog shows the link made last while it has a while to run, and a request still on its way is
// waited for rather than made twice. Timed from when the link arrived, so the phone's clock being
// off does not matter.
import { DEVICE_LINK_MINUTES } from '#core/device-links.ts';
import type { DeviceLink } from './api/create-device-link.ts';

/** A link is shown again until it has this little left to run. */
const LEFT_TO_RUN_MS = 5 * 60_000;
const SHOWN_AGAIN_FOR_MS = DEVICE_LINK_MINUTES * 60_000 - LEFT_TO_RUN_MS;

export function deviceLinkKeeper(make: (from: string) => Promise<DeviceLink>, now = () => Date.now()) {
  let kept: { from: string; link: DeviceLink; until: number } | undefined;
  let making: { from: string; request: Promise<DeviceLink> } | undefined;
  return {
    /** The link for the page `from`: the one kept, the one on its way, or a new one; `fresh`: a new one. */
    linkFor(from: string, fresh = false): Promise<DeviceLink> {
      if (fresh) {
        kept = undefined; // used already: never shown again
      } else {
        if (kept?.from === from && now() < kept.until) return Promise.resolve(kept.link);
        if (making?.from === from) return making.request;
      }
      const request = make(from);
      making = { from, request };
      return request.then(
        (link) => {
          if (making?.request === request) {
            kept = { from, link, until: now() + SHOWN_AGAIN_FOR_MS };
            making = undefined;
          }
          return link;
        },
        (error: unknown) => {
          if (making?.request === request) making = undefined;
          throw error;
        },
      );
    },
  };
}
