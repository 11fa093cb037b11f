import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { stockCoreRoutes } from './stock-core.routes';
import { stockDocumentRoutes } from './stock-documents.routes';

/** Stock (stockManage, menu code 4): suppliers, manufacturers, documents, and the views over the ledger. */
export function stockRoutes(app: FastifyInstance, deps: Deps) {
  stockCoreRoutes(app, deps);
  stockDocumentRoutes(app, deps);
}
