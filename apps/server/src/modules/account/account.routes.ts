import {
  AccountUpdateBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePhoneBody,
  DeleteAccountBody,
  NewEmailCodeBody,
  NewPhoneCodeBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { route } from '../../platform/http';
import { createAccountService } from './account.service';

/**
 * Account info behind /user/userMsg: any signed-in back-office user, on their own account only. 'office': a POS app
 * session (signed in with a PIN at a till) must never reach the account's e-mail, phone or password.
 */
export function accountRoutes(app: FastifyInstance, deps: Deps) {
  const account = createAccountService(deps);
  const own = { access: 'office' } as const;

  route(app, '/user/info', { ...own, body: z.object({}) }, (ctx) => account.info(ctx));
  route(app, '/user/update', { ...own, body: AccountUpdateBody }, (ctx, b) => account.update(ctx, b));
  route(app, '/user/updatePwd', { ...own, body: ChangePasswordBody }, (ctx, b) => account.changePassword(ctx, b));
  route(app, '/user/sendEmailCode', { ...own, body: NewEmailCodeBody }, (ctx, b) =>
    account.sendEmailCode(ctx, b.email),
  );
  route(app, '/user/updateEmail', { ...own, body: ChangeEmailBody }, (ctx, b) => account.changeEmail(ctx, b));
  route(app, '/user/sendPhoneCode', { ...own, body: NewPhoneCodeBody }, (ctx, b) => account.sendPhoneCode(ctx, b));
  route(app, '/user/updatePhone', { ...own, body: ChangePhoneBody }, (ctx, b) => account.changePhone(ctx, b));
  route(app, '/user/delete', { ...own, body: DeleteAccountBody }, (ctx, b) => account.deleteAccount(ctx, b.password));
}
