import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** Routes of the stores domain (see its issue). */
export function storesRoutes(_app: FastifyInstance, _deps: Deps) {}
