import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

export function summaryRoutes(_app: FastifyInstance, _deps: Deps) {}
