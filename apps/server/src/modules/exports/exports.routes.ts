import { ExportJobBody } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { route } from '../../platform/http';
import { createExportsService } from './exports.service';

/**
 * The web's exports run as jobs (platform/export-jobs.ts): it follows one with /export/state and fetches the file
 * with /export/file. Any back-office session may ask, for the jobs it started itself. Both read the primary: the job
 * row changes while the web asks.
 */
export function exportsRoutes(app: FastifyInstance, deps: Deps) {
  const exports = createExportsService(deps);
  route(app, '/export/state', { access: 'office', body: ExportJobBody }, (ctx, b) => exports.state(ctx, b.exportJobId));
  route(app, '/export/file', { access: 'office', body: ExportJobBody }, async (ctx, b, _req, reply) => {
    const file = await exports.file(ctx, b.exportJobId);
    return reply
      .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
      .type(file.contentType)
      .send(file.bytes);
  });
}
