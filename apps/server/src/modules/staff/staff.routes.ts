import {
  Menu,
  RoleIdBody,
  RoleListQuery,
  RoleSaveBody,
  StaffIdBody,
  StaffListQuery,
  StaffPasswordBody,
  StaffSaveBody,
  StaffStatusBody,
  StaffWorkCountExportBody,
  StaffWorkCountQuery,
  TimeCardIdBody,
  TimeCardListQuery,
  TimeCardSaveBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { route } from '../../platform/http';
import { createRoleService } from './role.service';
import { createStaffService } from './staff.service';
import { createTimeCardService } from './time-card.service';

/** Staff, roles (menu code 5), time cards and work time (menu code 6): /staffManage of §2. */
export function staffRoutes(app: FastifyInstance, deps: Deps) {
  const staff = createStaffService(deps);
  const role = createRoleService();
  const timeCard = createTimeCardService();
  const staffMenu = { access: { menu: Menu.STAFF } } as const;
  const timeMenu = { access: { menu: Menu.TIME_CARDS } } as const;
  // Lists and exports only read: they may use the read replica.
  const reads = 'replica';

  route(app, '/staff/list', { ...staffMenu, reads, body: StaffListQuery }, (ctx, b) => staff.list(ctx, b));
  route(app, '/staff/detail', { ...staffMenu, body: StaffIdBody }, (ctx, b) => staff.detail(ctx, b.id));
  route(app, '/staff/save', { ...staffMenu, body: StaffSaveBody }, (ctx, b) => staff.save(ctx, b));
  route(app, '/staff/delete', { ...staffMenu, body: StaffIdBody }, (ctx, b) => staff.remove(ctx, b.id));
  route(app, '/staff/updatePwd', { ...staffMenu, body: StaffPasswordBody }, (ctx, b) => staff.updatePassword(ctx, b));
  route(app, '/staff/setStatus', { ...staffMenu, body: StaffStatusBody }, (ctx, b) => staff.setStatus(ctx, b));
  route(app, '/staff/options', { ...staffMenu, body: z.object({}) }, (ctx) => staff.options(ctx));
  // Any signed-in user: the web rebuilds its menu from this when permissions may have changed.
  route(app, '/staff/permissions', { access: 'office', body: z.object({}) }, (ctx) => staff.permissions(ctx));

  route(app, '/role/list', { ...staffMenu, reads, body: RoleListQuery }, (ctx, b) => role.list(ctx, b));
  route(app, '/role/detail', { ...staffMenu, body: RoleIdBody }, (ctx, b) => role.detail(ctx, b.id));
  route(app, '/role/save', { ...staffMenu, body: RoleSaveBody }, (ctx, b) => role.save(ctx, b));
  route(app, '/role/delete', { ...staffMenu, body: RoleIdBody }, (ctx, b) => role.remove(ctx, b.id));

  route(app, '/timeCard/list', { ...timeMenu, reads, body: TimeCardListQuery }, (ctx, b) => timeCard.list(ctx, b));
  route(app, '/timeCard/detail', { ...timeMenu, body: TimeCardIdBody }, (ctx, b) => timeCard.detail(ctx, b.id));
  route(app, '/timeCard/save', { ...timeMenu, body: TimeCardSaveBody }, (ctx, b) => timeCard.save(ctx, b));
  route(app, '/timeCard/delete', { ...timeMenu, body: TimeCardIdBody }, (ctx, b) => timeCard.remove(ctx, b.id));
  route(app, '/timeCard/options', { ...timeMenu, body: z.object({}) }, (ctx) => timeCard.options(ctx));

  route(app, '/staffWorkCount/list', { ...timeMenu, reads, body: StaffWorkCountQuery }, (ctx, b) =>
    timeCard.workTime(ctx, b),
  );
  exportRoute(app, deps, '/staffWorkCount/export', { ...timeMenu, body: StaffWorkCountExportBody }, async (ctx, b) => {
    const file = await timeCard.workTimeExport(ctx, b);
    return { fileBase: file.fileName.replace(/\.xlsx$/, ''), format: 'xlsx', bytes: file.buffer };
  });
}
