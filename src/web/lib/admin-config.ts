// Admin-only runtime settings from <meta name="courtside-config"> (decision 0006). Read here rather
// than in lib/config.ts so the public bundle does not change; a missing field means "off".

function readSettings(): Record<string, unknown> {
  const raw = document.querySelector('meta[name="courtside-config"]')?.getAttribute('content') ?? '{}';
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** True when the server has Google sign-in configured. */
export const googleEnabled: boolean = readSettings().googleEnabled === true;
