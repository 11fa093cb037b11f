import {
  IMPORT_MAX_BYTES,
  ImportJobBody,
  ImportUploadBody,
  MemberCreditRepayBody,
  MemberExportBody,
  MemberIdBody,
  MemberLedgerQuery,
  MemberListQuery,
  MemberPointsAdjustBody,
  MemberSaveBody,
  Menu,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { route, uploadBodyLimit } from '../../platform/http';
import { importTemplate, registerImporter, startImport } from '../../platform/imports';
import { readJob } from '../../platform/jobs';
import { sendXlsx } from '../../platform/xlsx';
import { createLedgerService } from './ledger.service';
import { memberImporter } from './members.import';
import { createMemberService } from './members.service';

/** Members (vipManage, menu code 8): list, detail, save, delete, points and credit, import and export. */
export function membersRoutes(app: FastifyInstance, deps: Deps) {
  const member = createMemberService();
  const ledger = createLedgerService();
  const menu = { access: { menu: Menu.MEMBERS } } as const;
  // Lists, histories and the export only read: they may use the read replica.
  const reads = 'replica';

  route(app, '/member/list', { ...menu, reads, body: MemberListQuery }, (ctx, b) => member.list(ctx, b));
  route(app, '/member/detail', { ...menu, body: MemberIdBody }, (ctx, b) => member.detail(ctx, b.id));
  route(app, '/member/save', { ...menu, body: MemberSaveBody }, (ctx, b) => member.save(ctx, b));
  route(app, '/member/delete', { ...menu, body: MemberIdBody }, (ctx, b) => member.remove(ctx, b.id));

  route(app, '/member/points/adjust', { ...menu, body: MemberPointsAdjustBody }, (ctx, b) =>
    ledger.adjustPoints(ctx, b),
  );
  route(app, '/member/points/history', { ...menu, reads, body: MemberLedgerQuery }, (ctx, b) =>
    ledger.pointsHistory(ctx, b),
  );
  route(app, '/member/credit/repay', { ...menu, body: MemberCreditRepayBody }, (ctx, b) => ledger.repayCredit(ctx, b));
  route(app, '/member/credit/history', { ...menu, reads, body: MemberLedgerQuery }, (ctx, b) =>
    ledger.creditHistory(ctx, b),
  );

  exportRoute(app, deps, '/member/export', { ...menu, body: MemberExportBody }, async (ctx, b) => ({
    fileBase: 'members',
    format: 'xlsx',
    bytes: await member.exportXlsx(ctx, b, ctx.lang),
  }));
  registerImporter(deps, () => memberImporter);
  route(app, '/member/importTemplate', { ...menu, body: z.object({}) }, async (ctx, _b, _req, reply) =>
    sendXlsx(reply, 'member-import-template.xlsx', await importTemplate(memberImporter, ctx.lang)),
  );
  route(
    app,
    '/member/import',
    { ...menu, body: ImportUploadBody, bodyLimit: uploadBodyLimit(IMPORT_MAX_BYTES) },
    (ctx, b) => startImport(ctx, deps, memberImporter, b),
  );
  route(app, '/member/importJob', { ...menu, body: ImportJobBody }, (ctx, b) =>
    readJob(ctx, memberImporter.kind, b.jobId),
  );
}
