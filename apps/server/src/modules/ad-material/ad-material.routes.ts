import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

/** Ad material (/deviceManage adList, adEdit) and what devices read of it. */
export function adMaterialRoutes(_app: FastifyInstance, _deps: Deps): void {}
