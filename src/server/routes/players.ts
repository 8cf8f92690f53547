// The club's players (docs/product/api.md Players): the list (and as CSV), one player, settle.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { parseOr400 } from '../errors.ts';
import { getPlayer, listPlayers, settlePlayer } from '../services/players.ts';
import type { RouteDeps } from './deps.ts';

const listQuery = z.object({ q: z.string().max(100, 'q must be at most 100 characters').optional() });
const keyParams = z.object({ key: z.string().min(1).max(400) });

export const playerRoutes =
  (deps: RouteDeps & { auth: Auth }): FastifyPluginAsync =>
  async (app) => {
    const { config } = deps;
    app.addHook('preHandler', adminGuard(deps.auth, config));

    app.get('/admin/players', async (req) => ({
      players: await listPlayers(deps, parseOr400(listQuery, req.query).q),
    }));
    app.get('/admin/players/:key', async (req) => getPlayer(deps, parseOr400(keyParams, req.params).key));
    app.post('/admin/players/:key/settle', async (req) =>
      settlePlayer(deps, parseOr400(keyParams, req.params).key),
    );
  };
