import { type AccountInfo, Err, type ErrCode, LANGUAGES, toUiLang } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { roles, tenants, users } from '../../db/schema';
import { consumeCode, issueCode, withdrawCode } from '../../platform/codes';
import { inTransaction, type SignedInAccount, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { beginLoginAttempt } from '../../platform/login-throttle';
import { codeMessage, emailChangedMessage, phoneCodeText } from '../../platform/mail-templates';
import { ownRow } from '../../platform/scope';
import { hashSecret, verifySecret } from '../../platform/secrets';
import { endAllSessions } from '../../platform/sessions';
import { claimName, nameOwner, releaseMerchantNames } from '../../platform/sign-in-names';

/** The signed-in user's own account: /user/userMsg (back-office sessions only, never a POS PIN session). */
export function createAccountService(deps: Deps) {
  const { config } = deps;

  async function me(ctx: TenantCtx) {
    const [row] = await ctx.db
      .select({ user: users, role: roles, tenant: tenants })
      .from(users)
      .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(ownRow(users, ctx, ctx.userId));
    if (!row) throw new AppError(Err.USER_MISSING);
    return row;
  }
  const mine = (ctx: TenantCtx) => ownRow(users, ctx, ctx.userId);

  /** The account as it is now (after a change the guard's copy is older). */
  async function readAccount(ctx: TenantCtx): Promise<SignedInAccount> {
    const [row] = await ctx.db
      .select({
        name: users.name,
        email: users.email,
        areaCode: users.areaCode,
        phone: users.phone,
        phoneVerified: users.phoneVerified,
        address: users.address,
        sysLanguageId: users.sysLanguageId,
        roleName: roles.name,
        company: tenants.company,
        sysCountryId: tenants.sysCountryId,
        sysCurrencyId: tenants.sysCurrencyId,
      })
      .from(users)
      .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(mine(ctx));
    if (!row) throw new AppError(Err.USER_MISSING);
    return row;
  }

  const infoOf = (ctx: TenantCtx, a: SignedInAccount): AccountInfo => ({
    id: ctx.userId,
    company: a.company,
    name: a.name,
    email: a.email ?? '',
    areaCode: a.areaCode,
    phone: a.phone,
    phoneVerified: a.phoneVerified,
    role: a.roleName,
    isBoss: ctx.isBoss,
    address: a.address,
    sysLanguageId: a.sysLanguageId,
    sysCountryId: a.sysCountryId,
    sysCurrencyId: a.sysCurrencyId,
  });

  /**
   * Checks the signed-in user's own password before a change (answering `wrongCode` when it is wrong). The tries
   * count against the account's login limit, so a borrowed session cannot be used to guess the password.
   */
  async function checkOwnPassword(
    ctx: TenantCtx,
    user: typeof users.$inferSelect,
    password: string,
    wrongCode: ErrCode,
  ) {
    const attempt = await beginLoginAttempt(ctx, config, user.email ?? `user:${user.tenantId}:${user.id}`);
    if (!(await verifySecret(user.passwordHash, password))) {
      await attempt.failed();
      throw new AppError(wrongCode);
    }
    await attempt.passed();
  }

  return {
    /** The account as the guard read it with the session (no second read); read here only without it. */
    async info(ctx: TenantCtx): Promise<AccountInfo> {
      return infoOf(ctx, ctx.account ?? (await readAccount(ctx)));
    },

    /** Name, address and language are the user's own; the company name is the boss's to change. */
    async update(ctx: TenantCtx, body: { name: string; company?: string; address: string; sysLanguageId: number }) {
      if (!LANGUAGES.some((l) => l.sysLanguageId === body.sysLanguageId)) throw new AppError(Err.LANGUAGE_WRONG);
      if (body.company !== undefined && !ctx.isBoss) throw new AppError(Err.NO_PERMISSION);
      await inTransaction(ctx, async (tx) => {
        await tx.db
          .update(users)
          .set({ name: body.name, address: body.address, sysLanguageId: body.sysLanguageId, updatedAt: new Date() })
          .where(mine(tx));
        if (body.company !== undefined)
          await tx.db.update(tenants).set({ company: body.company }).where(eq(tenants.id, tx.tenantId));
      });
      return infoOf(ctx, await readAccount(ctx));
    },

    /** Changes the password and ends every session of the user, this one included (§6). */
    async changePassword(ctx: TenantCtx, body: { oldPassword: string; password: string }) {
      const { user } = await me(ctx);
      await checkOwnPassword(ctx, user, body.oldPassword, Err.OLD_PASSWORD_WRONG);
      if (body.oldPassword === body.password) throw new AppError(Err.NEW_PASSWORD_SAME_AS_OLD);
      const passwordHash = await hashSecret(body.password);
      await inTransaction(ctx, async (tx) => {
        await tx.db
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(mine(tx));
        await endAllSessions(tx.db, tx.tenantId, tx.userId);
      });
      return null;
    },

    async sendEmailCode(ctx: TenantCtx, email: string) {
      const { user } = await me(ctx);
      if (user.email === email) throw new AppError(Err.NEW_EMAIL_SAME);
      if (await nameOwner(ctx.db, 'email', email)) throw new AppError(Err.EMAIL_OR_ACCOUNT_REGISTERED);
      const code = await issueCode(ctx, config, 'changeEmail', email);
      try {
        await deps.mailer.send(codeMessage('changeEmail', ctx.lang, email, code, config.codes.ttlMinutes));
      } catch (err) {
        deps.log.warn({ err, requestId: ctx.requestId }, 'mail could not be sent');
        await withdrawCode(ctx, 'changeEmail', email);
        throw new AppError(Err.MAIL_SEND_FAILED);
      }
      return null;
    },

    /**
     * Changes the sign-in e-mail: the code sent to the new address and the current password (20027) are both
     * needed, and the old address is told afterwards (in the user's language).
     */
    async changeEmail(ctx: TenantCtx, body: { email: string; code: string; password: string }) {
      const { user } = await me(ctx);
      if (user.email === body.email) throw new AppError(Err.NEW_EMAIL_SAME);
      await checkOwnPassword(ctx, user, body.password, Err.PASSWORD_WRONG);
      await consumeCode(ctx, config, 'changeEmail', body.email, body.code);
      await inTransaction(ctx, async (tx) => {
        const owner = { tenantId: tx.tenantId, ownerId: tx.userId };
        if (!(await claimName(tx.db, 'email', body.email, owner))) {
          throw new AppError(Err.EMAIL_OR_ACCOUNT_REGISTERED);
        }
        await tx.db.update(users).set({ email: body.email, updatedAt: new Date() }).where(mine(tx));
      });
      if (user.email) {
        const notice = emailChangedMessage(toUiLang(user.sysLanguageId), user.email, body.email);
        // The change is made; a notice that cannot be sent is logged, not answered as a failure.
        await deps.mailer.send(notice).catch((err: unknown) => {
          deps.log.warn({ err, requestId: ctx.requestId }, 'e-mail change notice could not be sent');
        });
      }
      return infoOf(ctx, await readAccount(ctx));
    },

    async sendPhoneCode(ctx: TenantCtx, body: { areaCode: string; phone: string }) {
      const { user } = await me(ctx);
      // Re-verifying the current number is allowed (the /phone page); only a change to the same number is not.
      const code = await issueCode(ctx, config, 'phone', `${body.areaCode}:${body.phone}`);
      await deps.sms.send(body, phoneCodeText(toUiLang(user.sysLanguageId), code, config.codes.ttlMinutes));
      return null;
    },

    /**
     * Sets (or verifies) the phone number with the SMS code. Replacing a verified number also needs the current
     * password (20016 missing, 20027 wrong); a first verification (the /phone page after registration) does not.
     */
    async changePhone(ctx: TenantCtx, body: { areaCode: string; phone: string; code: string; password?: string }) {
      const { user } = await me(ctx);
      const same = user.areaCode === body.areaCode && user.phone === body.phone;
      if (same && user.phoneVerified) throw new AppError(Err.NEW_PHONE_SAME);
      if (user.phoneVerified || body.password) {
        if (!body.password) throw new AppError(Err.PASSWORD_EMPTY);
        await checkOwnPassword(ctx, user, body.password, Err.PASSWORD_WRONG);
      }
      await consumeCode(ctx, config, 'phone', `${body.areaCode}:${body.phone}`, body.code);
      await ctx.db
        .update(users)
        .set({ areaCode: body.areaCode, phone: body.phone, phoneVerified: true, updatedAt: new Date() })
        .where(mine(ctx));
      return infoOf(ctx, await readAccount(ctx));
    },

    /** Deletes the whole merchant account: every row of the tenant goes with it (foreign keys cascade). */
    async deleteAccount(ctx: TenantCtx, password: string) {
      const { user } = await me(ctx);
      if (!ctx.isBoss) throw new AppError(Err.CANNOT_DELETE);
      await checkOwnPassword(ctx, user, password, Err.PASSWORD_WRONG);
      await inTransaction(ctx, async (tx) => {
        await releaseMerchantNames(tx.db, tx.tenantId);
        await tx.db.delete(tenants).where(eq(tenants.id, tx.tenantId));
      });
      deps.log.info({ tenantId: ctx.tenantId, requestId: ctx.requestId }, 'merchant account deleted');
      return null;
    },
  };
}
