import {
  CheckEmailBody,
  CheckResetTokenBody,
  GetCodeEmailBody,
  GetCodePhoneBody,
  HEADERS,
  LANGUAGES,
  LoginBody,
  LogoutBody,
  RegisterBody,
  ResetPasswordBody,
  SendResetEmailBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { publicRoute, route } from '../../platform/http';
import { createAuthService } from './auth.service';

/** The §7 login calls, at their exact paths. */
export function authRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);

  publicRoute(app, '/login/checkEmail', { body: CheckEmailBody }, (ctx, b) => auth.checkEmail(ctx, b.email));
  publicRoute(app, '/login/getCodeEmail', { body: GetCodeEmailBody }, (ctx, b) => auth.sendEmailCode(ctx, b));
  publicRoute(app, '/login/getCodePhone', { body: GetCodePhoneBody }, (ctx, b) => auth.sendPhoneCode(ctx, b));
  publicRoute(app, '/login/register', { body: RegisterBody }, (ctx, b) => auth.register(ctx, b));
  publicRoute(app, '/login/login', { body: LoginBody }, (ctx, b) => auth.login(ctx, b));
  route(app, '/login/logout', { access: 'session', body: LogoutBody }, (ctx, _b, req) =>
    auth.logout(ctx, String(req.headers[HEADERS.token])),
  );
  publicRoute(app, '/login/sendEmail', { body: SendResetEmailBody }, (ctx, b) => auth.sendResetEmail(ctx, b));
  publicRoute(app, '/login/checkResetToken', { body: CheckResetTokenBody }, (ctx, b) =>
    auth.checkResetToken(ctx, b.token),
  );
  publicRoute(app, '/login/updatePwd', { body: ResetPasswordBody }, (ctx, b) => auth.resetPassword(ctx, b));
  publicRoute(app, '/common/findLanguage', { body: z.object({}) }, async () => LANGUAGES);
}
