import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

export function depositsRoutes(_app: FastifyInstance, _deps: Deps) {}
