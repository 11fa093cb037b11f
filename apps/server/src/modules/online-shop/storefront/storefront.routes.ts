import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../platform/deps';

/** The storefront's routes: what shoppers of an online shop call (shopper sessions). */
export function storefrontRoutes(_app: FastifyInstance, _deps: Deps): void {}
