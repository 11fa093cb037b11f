import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { route } from '../../platform/http';
import { createHomeService } from './home.service';

/** The home page: the first-run checklist and where the sales summary should open (any back-office user). */
export function homeRoutes(app: FastifyInstance, _deps: Deps) {
  const svc = createHomeService();
  route(app, '/home/setup', { access: 'office', body: z.object({}) }, (ctx) => svc.setup(ctx));
}
