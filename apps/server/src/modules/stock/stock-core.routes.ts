import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** Suppliers, manufacturers, adjustments, production, the item picker and the ledger's views. */
export function stockCoreRoutes(_app: FastifyInstance, _deps: Deps) {}
