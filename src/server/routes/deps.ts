import type { Config } from '../config.ts';
import type { ChangeMark, Db, Engine } from '../db/connection.ts';

/** What every route plugin is built from; `changeMark` where the database has one (SQLite). */
export type RouteDeps = { db: Db; engine: Engine; config: Config; changeMark?: ChangeMark | undefined };

/** Cookies are marked Secure whenever the public URL is https. */
export const secureCookies = (config: Config) => config.publicUrl.startsWith('https://');
