import type { Config } from '../config.ts';
import type { Db, Engine } from '../db/connection.ts';

/** What every route plugin is built from. */
export type RouteDeps = { db: Db; engine: Engine; config: Config };

/** Cookies are marked Secure whenever the public URL is https. */
export const secureCookies = (config: Config) => config.publicUrl.startsWith('https://');
