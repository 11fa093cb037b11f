import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** Routes of the staff domain (see its issue). */
export function staffRoutes(_app: FastifyInstance, _deps: Deps) {}
