import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

export function reportExportsRoutes(_app: FastifyInstance, _deps: Deps) {}
