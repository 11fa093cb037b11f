import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** The customer display screen's routes (device sessions of customer displays). */
export function customerDisplayRoutes(_app: FastifyInstance, _deps: Deps): void {}
