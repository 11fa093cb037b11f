import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** Routes of the settings domain (see its issue). */
export function settingsRoutes(_app: FastifyInstance, _deps: Deps) {}
