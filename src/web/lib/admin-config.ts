// Admin-only runtime settings from <meta name="courtside-config"> (decision 0006). Read here rather
// than in lib/config.ts so the public bundle does not change; a missing field means "off".
import { readSettingsTag } from './config.ts';

/** True when the server has Google sign-in configured. */
export const googleEnabled: boolean = readSettingsTag().googleEnabled === true;
