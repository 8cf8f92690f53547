import type { AppState } from '../app-state.ts';
import type { Config } from '../config.ts';
import type { Db, Engine } from '../db/connection.ts';

/** What every route plugin is built from: the database, the config and the app's state (decision 0090). */
export type RouteDeps = { db: Db; engine: Engine; config: Config } & AppState;

/** Cookies are marked Secure whenever the public URL is https. */
export const secureCookies = (config: Config) => config.publicUrl.startsWith('https://');
