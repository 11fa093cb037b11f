import {
  ALL_MENU_CODES,
  APP_PERMISSIONS,
  COUNTRIES,
  countryById,
  currencyById,
  Err,
  LANGUAGES,
  type LoginInfo,
  type LoginResult,
  type RegisterBody,
  toUiLang,
} from '@tillbook/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResets, roles, stores, tenants, userStores, users } from '../../db/schema';
import { consumeCode, issueCode, withdrawCode } from '../../platform/codes';
import { type Ctx, inTransaction, type TenantCtx } from '../../platform/context';
import { claimGap, clearSlots } from '../../platform/counters';
import type { Db } from '../../platform/db';
import type { Deps } from '../../platform/deps';
import { AppError, CodedResult, isUniqueViolation } from '../../platform/errors';
import { beginLoginAttempt } from '../../platform/login-throttle';
import { codeMessage, phoneCodeText, resetMessage } from '../../platform/mail-templates';
import { writeMerchantDefaults } from '../../platform/merchant-defaults';
import { hashSecret, hashToken, verifyDecoy, verifySecret } from '../../platform/secrets';
import { createSession, endAllSessions, endSession } from '../../platform/sessions';
import { claimName, nameOwner } from '../../platform/sign-in-names';
import { matchesToken, newTenantToken } from '../../platform/tenant-tokens';

const languageById = (id: number | undefined) => LANGUAGES.find((l) => l.sysLanguageId === id);

/** The user who signs in with this e-mail, of whichever merchant. */
async function userByEmail(db: Db, email: string) {
  const owner = await nameOwner(db, 'email', email);
  if (!owner) return undefined;
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.ownerId)));
  return u;
}

/** The login info of §3 plus the menu codes the user holds. */
export async function loginInfo(db: Db, tenantId: number, userId: number): Promise<LoginInfo> {
  const [row] = await db
    .select({ user: users, role: roles, tenant: tenants })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!row) throw new AppError(Err.USER_MISSING);
  const lang = languageById(row.user.sysLanguageId) ?? LANGUAGES[0];
  return {
    id: row.user.id,
    tenantId,
    name: row.user.name,
    loginName: row.user.email ?? '',
    email: row.user.email ?? '',
    sysCurrencyId: row.tenant.sysCurrencyId,
    languageDto: { sysLanguageId: lang.sysLanguageId, sysLanguageCode: lang.code },
    isBoss: row.role.isBoss,
    permissions: row.role.isBoss ? [...ALL_MENU_CODES] : [...row.role.menuCodes].sort((a, b) => a - b),
  };
}

/** A reset link's token names its merchant; the stored hash covers the whole token. */
const resetToken = (token: string) =>
  matchesToken(passwordResets.tenantId, passwordResets.tokenHash, token, hashToken(token));

async function usableReset(ctx: Ctx, token: string) {
  const [reset] = await ctx.db.select().from(passwordResets).where(resetToken(token));
  if (!reset) throw new AppError(Err.LINK_EXPIRED);
  if (reset.usedAt) throw new AppError(Err.LINK_USED);
  if (reset.expiresAt.getTime() < Date.now()) throw new AppError(Err.LINK_EXPIRED);
  return reset;
}

export function createAuthService(deps: Deps) {
  const { config, mailer, sms } = deps;

  /** Sends with the delivery failure answered as 20004; the unsent code is withdrawn so a retry is not throttled. */
  async function deliver(ctx: Ctx, purpose: 'register' | 'changeEmail', email: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (err) {
      deps.log.warn({ err, requestId: ctx.requestId }, 'mail could not be sent');
      await withdrawCode(ctx, purpose, email);
      throw new AppError(Err.MAIL_SEND_FAILED);
    }
  }

  return {
    async checkEmail(ctx: Ctx, email: string) {
      const registered = Boolean(await userByEmail(ctx.db, email));
      return registered ? new CodedResult(Err.EMAIL_REGISTERED, { registered }) : { registered };
    },

    /** Registration codes go only to free addresses; e-mail change codes are sent by the account module. */
    async sendEmailCode(
      ctx: Ctx,
      body: { email: string; sysLanguageId?: number; purpose: 'register' | 'changeEmail' },
    ) {
      if (await userByEmail(ctx.db, body.email)) throw new AppError(Err.EMAIL_REGISTERED);
      const lang = body.sysLanguageId ? toUiLang(body.sysLanguageId) : ctx.lang;
      const code = await issueCode(ctx, config, body.purpose, body.email);
      await deliver(ctx, body.purpose, body.email, () =>
        mailer.send(codeMessage(body.purpose, lang, body.email, code, config.codes.ttlMinutes)),
      );
      return null;
    },

    async sendPhoneCode(
      ctx: Ctx,
      body: { phone: string; areaCode?: string; sysLanguageId?: number; sysCountryId?: number },
    ) {
      const areaCode = body.areaCode ?? (body.sysCountryId ? countryById(body.sysCountryId)?.areaCode : undefined);
      if (!areaCode) throw new AppError(Err.AREA_CODE_WRONG);
      const lang = body.sysLanguageId ? toUiLang(body.sysLanguageId) : ctx.lang;
      const code = await issueCode(ctx, config, 'phone', `${areaCode}:${body.phone}`);
      await sms.send({ areaCode, phone: body.phone }, phoneCodeText(lang, code, config.codes.ttlMinutes));
      return null;
    },

    /**
     * Creates the merchant: tenant, boss role with every permission, boss user, a first store and the default
     * payment methods, order types and tax of its country; then signs in.
     */
    async register(ctx: Ctx, body: RegisterBody): Promise<LoginResult> {
      if (!body.company || !body.name) throw new AppError(Err.COMPANY_INCOMPLETE);
      const language = languageById(body.sysLanguageId);
      if (!language) throw new AppError(Err.LANGUAGE_WRONG);
      const country = countryById(body.sysCountryId);
      if (!country || !currencyById(body.sysCurrencyId)) throw new AppError(Err.PARAMETER_ERROR);
      if (!COUNTRIES.some((c) => c.areaCode === body.areaCode)) throw new AppError(Err.AREA_CODE_WRONG);
      if (await userByEmail(ctx.db, body.email)) throw new AppError(Err.EMAIL_REGISTERED);
      const passwordHash = await hashSecret(body.password);
      // Outside the transaction, so that a wrong try is counted even though the registration fails.
      await consumeCode(ctx, config, 'register', body.email, body.code);
      try {
        return await inTransaction(ctx, async (tx) => {
          const [tenant] = await tx.db
            .insert(tenants)
            .values({
              company: body.company,
              sysCountryId: country.sysCountryId,
              sysCurrencyId: body.sysCurrencyId,
              sysLanguageId: language.sysLanguageId,
            })
            .returning();
          const [bossRole] = await tx.db
            .insert(roles)
            .values({
              tenantId: tenant.id,
              name: 'boss',
              isBoss: true,
              menuCodes: [...ALL_MENU_CODES],
              appPermissions: Object.fromEntries(APP_PERMISSIONS.map((p) => [p, true])),
            })
            .returning();
          const [boss] = await tx.db
            .insert(users)
            .values({
              tenantId: tenant.id,
              roleId: bossRole.id,
              name: body.name,
              email: body.email,
              areaCode: body.areaCode,
              phone: body.phone,
              passwordHash,
              allStores: true,
              sysLanguageId: language.sysLanguageId,
              passwordChangedAt: new Date(),
            })
            .returning();
          if (!(await claimName(tx.db, 'email', body.email, { tenantId: tenant.id, ownerId: boss.id }))) {
            throw new AppError(Err.EMAIL_REGISTERED);
          }
          const [store] = await tx.db
            .insert(stores)
            .values({ tenantId: tenant.id, name: body.company, areaCode: body.areaCode, phone: body.phone })
            .returning();
          await tx.db.insert(userStores).values({ tenantId: tenant.id, userId: boss.id, storeId: store.id });
          await writeMerchantDefaults(tx.db, {
            tenantId: tenant.id,
            countryIso2: country.iso2,
            lang: toUiLang(language.sysLanguageId),
          });
          const token = await createSession(tx.db, config, { tenantId: tenant.id, userId: boss.id }, 'web');
          return { token, user: await loginInfo(tx.db, tenant.id, boss.id) };
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError(Err.EMAIL_REGISTERED);
        throw e;
      }
    },

    async login(ctx: Ctx, body: { email: string; password: string }): Promise<LoginResult> {
      if (!body.email || !body.password) throw new AppError(Err.ACCOUNT_OR_PASSWORD_EMPTY);
      // Counted before the password is checked, so parallel guesses cannot run past the limit.
      const attempt = await beginLoginAttempt(ctx, config, body.email);
      const user = await userByEmail(ctx.db, body.email);
      // An unknown account does the same hashing work as a wrong password (only the codes differ, per §8).
      const passwordRight = user
        ? await verifySecret(user.passwordHash, body.password)
        : await verifyDecoy(body.password);
      if (!user || !passwordRight) {
        await attempt.failed();
        throw new AppError(user ? Err.PASSWORD_WRONG : Err.ACCOUNT_NOT_REGISTERED);
      }
      await attempt.passed();
      // Status is told only to whoever knows the password.
      const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, user.tenantId));
      if (tenant.status !== 'normal') throw new AppError(Err.TENANT_DISABLED);
      const info = await loginInfo(ctx.db, user.tenantId, user.id);
      if (!user.activated) throw new AppError(info.isBoss ? Err.NOT_ACTIVATED : Err.NOT_ACTIVATED_CONTACT_ADMIN);
      if (user.status === 'inactive') throw new AppError(Err.USER_DISABLED);
      if (user.status === 'frozen') throw new AppError(Err.DISABLED_CONTACT_ADMIN);
      const token = await createSession(ctx.db, config, { tenantId: user.tenantId, userId: user.id }, 'web');
      return { token, user: info };
    },

    async logout(ctx: TenantCtx, token: string) {
      await endSession(ctx.db, token);
      return null;
    },

    /** Mails a one-time reset link. */
    async sendResetEmail(ctx: Ctx, body: { email: string; languageId?: number }) {
      const user = await userByEmail(ctx.db, body.email);
      if (!user) throw new AppError(Err.ACCOUNT_NOT_REGISTERED);
      // One reset mail per gap, claimed atomically: two parallel requests cannot both send.
      const gapKey = `gap:reset:${user.tenantId}:${user.id}`;
      if (!(await claimGap(ctx, gapKey, config.codes.resendSeconds))) throw new AppError(Err.EMAIL_CODE_TOO_SOON);
      const token = newTenantToken(user.tenantId);
      await ctx.db.insert(passwordResets).values({
        tenantId: user.tenantId,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + config.resetLinkMinutes * 60_000),
      });
      const lang = toUiLang(body.languageId ?? user.sysLanguageId);
      const link = `${config.publicUrl}/#/forget1?token=${token}`;
      try {
        await mailer.send(resetMessage(lang, body.email, link, config.resetLinkMinutes));
      } catch (err) {
        deps.log.warn({ err, requestId: ctx.requestId }, 'reset mail could not be sent');
        await ctx.db.delete(passwordResets).where(resetToken(token));
        await clearSlots(ctx, gapKey);
        throw new AppError(Err.MAIL_SEND_FAILED);
      }
      return null;
    },

    /** 200 while the link can be used; 20033 used; 20034 expired or unknown. */
    async checkResetToken(ctx: Ctx, token: string) {
      await usableReset(ctx, token);
      return null;
    },

    /** Sets a new password from a reset link and ends every session of that user (§6). */
    async resetPassword(ctx: Ctx, body: { token: string; password: string }) {
      const reset = await usableReset(ctx, body.token);
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, reset.tenantId), eq(users.id, reset.userId)));
      if (!user) throw new AppError(Err.USER_MISSING);
      if (await verifySecret(user.passwordHash, body.password)) throw new AppError(Err.NEW_PASSWORD_SAME);
      const passwordHash = await hashSecret(body.password);
      await inTransaction(ctx, async (tx) => {
        const used = await tx.db
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(resetToken(body.token), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (used.length === 0) throw new AppError(Err.LINK_USED);
        await tx.db
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
        await endAllSessions(tx.db, user.tenantId, user.id);
      });
      return null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
