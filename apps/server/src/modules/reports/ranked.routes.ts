import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

export function rankedRoutes(_app: FastifyInstance, _deps: Deps) {}
