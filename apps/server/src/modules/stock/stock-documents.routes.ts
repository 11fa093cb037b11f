import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** Purchase orders, transfers and stock counts. */
export function stockDocumentRoutes(_app: FastifyInstance, _deps: Deps) {}
