import type { AppState } from '../app-state.ts';
import type { Config } from '../config.ts';
import type { ChangeMark, Db, Engine } from '../db/connection.ts';

/** What every route plugin is built from: the database (with its change mark on SQLite), the config and the app's state (decision 0090). */
export type RouteDeps = {
  db: Db;
  engine: Engine;
  config: Config;
  changeMark?: ChangeMark | undefined;
} & AppState;

/** Cookies are marked Secure whenever the public URL is https. */
export const secureCookies = (config: Config) => config.publicUrl.startsWith('https://');
