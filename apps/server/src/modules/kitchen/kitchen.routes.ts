import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** The kitchen display screen's routes (device sessions of kitchen displays). */
export function kitchenRoutes(_app: FastifyInstance, _deps: Deps): void {}
