// Shopper accounts: online members of the shop's merchant who sign in on the storefront with e-mail and password.
// Registering mails a code and a link; either verifies the address (the link's outcome shows on /checkEmailRes), and
// only a verified address signs in. A password is created or reset through a mailed link (/onlineUpdatePwd). The
// same e-mail may belong to members of two merchants: every lookup is within the shop's merchant.
import {
  type EmailCheckResult,
  Err,
  type ShopperEmailBody,
  type ShopperProfile,
  type ShopperRegisterBody,
  type ShopperSetPasswordBody,
  type ShopperSignIn,
  type ShopperSignInBody,
  type ShopperVerifyBody,
} from '@tillbook/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { onlineMembers, shopperLinks } from '../../../db/schema';
import { consumeCode, issueCode, withdrawCode } from '../../../platform/codes';
import { type Ctx, inTransaction } from '../../../platform/context';
import { claimGap, clearSlots } from '../../../platform/counters';
import type { Deps } from '../../../platform/deps';
import { AppError, violatedConstraint } from '../../../platform/errors';
import { beginLoginAttempt } from '../../../platform/login-throttle';
import { shopperPasswordMessage, shopperVerifyMessage } from '../../../platform/mail-templates';
import { hashSecret, hashToken, verifyDecoy, verifySecret } from '../../../platform/secrets';
import { createShopperSession, endShopperSessions, type ShopperSession } from '../../../platform/sessions';
import { newTenantToken, tokenTenant } from '../../../platform/tenant-tokens';
import type { ShopRecord } from '../shop-rows';
import { charge } from './limits';
import { shopAt } from './shop-access';

type Member = typeof onlineMembers.$inferSelect;

/** The verification code's target: the address within its merchant (codes are kept for every merchant together). */
const codeTarget = (tenantId: number, email: string) => `shopper:${tenantId}:${email}`;

export const toProfile = (m: Member): ShopperProfile => ({
  id: m.id,
  name: m.name,
  email: m.email,
  areaCode: m.areaCode,
  phone: m.phone,
  addresses: m.addresses,
  payOnDelivery: m.payOnDelivery,
  payInStore: m.payInStore,
  orderLimit: m.orderLimit,
  frozen: m.frozen,
});

/** A unique clash of a member's phone (1020) or e-mail (20003). */
function clash(e: unknown): never {
  const constraint = violatedConstraint(e);
  if (constraint === 'online_members_phone_uq') throw new AppError(Err.PHONE_REPEATED);
  if (constraint === 'online_members_email_uq') throw new AppError(Err.EMAIL_REGISTERED);
  throw e;
}

async function memberByEmail(ctx: Ctx, tenantId: number, email: string): Promise<Member | undefined> {
  const [m] = await ctx.db
    .select()
    .from(onlineMembers)
    .where(and(eq(onlineMembers.tenantId, tenantId), eq(onlineMembers.email, email)));
  return m;
}

export function createAccountsService(deps: Deps) {
  const { config, mailer } = deps;
  const linkMinutes = config.resetLinkMinutes;

  /** A one-time link's token, stored hashed for the member and address it was sent to. */
  async function newLink(ctx: Ctx, m: Member, purpose: 'verify' | 'password', minutes: number) {
    const token = newTenantToken(m.tenantId);
    await ctx.db.insert(shopperLinks).values({
      tenantId: m.tenantId,
      onlineMemberId: m.id,
      purpose,
      email: m.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    return token;
  }

  const dropLink = (ctx: Ctx, tenantId: number, token: string) =>
    ctx.db
      .delete(shopperLinks)
      .where(and(eq(shopperLinks.tenantId, tenantId), eq(shopperLinks.tokenHash, hashToken(token))));

  /** Mails a fresh code and verification link (20009 within the resend gap; 20004 the mail failed, nothing kept). */
  async function sendVerification(ctx: Ctx, shop: ShopRecord, m: Member) {
    await charge(ctx, 'codeSends', shop.tenantId);
    const target = codeTarget(m.tenantId, m.email);
    const code = await issueCode(ctx, config, 'register', target);
    const token = await newLink(ctx, m, 'verify', config.codes.ttlMinutes);
    const link = `${config.publicUrl}/m/shop/member/checkEmail/${encodeURIComponent(token)}`;
    try {
      await mailer.send(
        shopperVerifyMessage(ctx.lang, m.email, { shop: shop.name, code, link, minutes: config.codes.ttlMinutes }),
      );
    } catch (err) {
      deps.log.warn({ err, requestId: ctx.requestId }, 'shopper verification mail could not be sent');
      await withdrawCode(ctx, 'register', target);
      await dropLink(ctx, m.tenantId, token);
      throw new AppError(Err.MAIL_SEND_FAILED);
    }
  }

  /** Marks the address verified and every verification link of it used. */
  async function markVerified(ctx: Ctx, m: Member) {
    const now = new Date();
    await ctx.db
      .update(onlineMembers)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(
        and(eq(onlineMembers.tenantId, m.tenantId), eq(onlineMembers.id, m.id), isNull(onlineMembers.emailVerifiedAt)),
      );
    await ctx.db
      .update(shopperLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(shopperLinks.tenantId, m.tenantId),
          eq(shopperLinks.onlineMemberId, m.id),
          eq(shopperLinks.purpose, 'verify'),
          isNull(shopperLinks.usedAt),
        ),
      );
  }

  async function signedIn(ctx: Ctx, m: Member): Promise<ShopperSignIn> {
    const token = await createShopperSession(ctx.db, config, { tenantId: m.tenantId, memberId: m.id });
    return { token, member: toProfile(m) };
  }

  /** A one-time link of `purpose` by its token: 20034 unknown, expired or sent to an address since changed; 20033 used. */
  async function usableLink(ctx: Ctx, token: string, purpose: 'verify' | 'password') {
    const tenantId = tokenTenant(token);
    if (tenantId === null) throw new AppError(Err.LINK_EXPIRED);
    const [row] = await ctx.db
      .select({ link: shopperLinks, member: onlineMembers })
      .from(shopperLinks)
      .innerJoin(
        onlineMembers,
        and(eq(onlineMembers.tenantId, shopperLinks.tenantId), eq(onlineMembers.id, shopperLinks.onlineMemberId)),
      )
      .where(
        and(
          eq(shopperLinks.tenantId, tenantId),
          eq(shopperLinks.tokenHash, hashToken(token)),
          eq(shopperLinks.purpose, purpose),
        ),
      );
    if (!row) throw new AppError(Err.LINK_EXPIRED);
    if (row.link.usedAt) throw new AppError(Err.LINK_USED);
    if (row.link.expiresAt.getTime() < Date.now() || row.link.email !== row.member.email)
      throw new AppError(Err.LINK_EXPIRED);
    return row;
  }

  /** Uses a link up, once: of two requests racing with it, one answers 20033. */
  async function useLink(ctx: Ctx, link: { tenantId: number; id: number }) {
    const used = await ctx.db
      .update(shopperLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(shopperLinks.tenantId, link.tenantId), eq(shopperLinks.id, link.id), isNull(shopperLinks.usedAt)))
      .returning({ id: shopperLinks.id });
    if (used.length === 0) throw new AppError(Err.LINK_USED);
  }

  return {
    /**
     * Creates an account, or renews an unverified one (name, phone, password), and mails a code and a link. A
     * verified account with a password answers 20003; a member the merchant added (no password yet) is taken over
     * once the address is verified.
     */
    async register(ctx: Ctx, b: ShopperRegisterBody): Promise<null> {
      const { shop } = await shopAt(ctx, b.shopCode);
      const passwordHash = await hashSecret(b.password);
      const member = await inTransaction(ctx, async (tx) => {
        const [existing] = await tx.db
          .select()
          .from(onlineMembers)
          .where(and(eq(onlineMembers.tenantId, shop.tenantId), eq(onlineMembers.email, b.email)))
          .for('no key update');
        if (existing?.emailVerifiedAt && existing.passwordHash) throw new AppError(Err.EMAIL_REGISTERED);
        const fields = {
          name: b.name,
          passwordHash,
          ...(b.phone ? { areaCode: b.areaCode, phone: b.phone } : {}),
          updatedAt: new Date(),
        };
        if (existing) {
          const [row] = await tx.db
            .update(onlineMembers)
            .set(fields)
            .where(and(eq(onlineMembers.tenantId, shop.tenantId), eq(onlineMembers.id, existing.id)))
            .returning();
          return row;
        }
        const [row] = await tx.db
          .insert(onlineMembers)
          .values({ tenantId: shop.tenantId, email: b.email, ...fields })
          .returning();
        return row;
      }).catch(clash);
      await sendVerification(ctx, shop, member);
      return null;
    },

    /** Mails a fresh code and link to an unverified account (20024 none; 20003 already verified). */
    async resendCode(ctx: Ctx, b: ShopperEmailBody): Promise<null> {
      const { shop } = await shopAt(ctx, b.shopCode);
      const m = await memberByEmail(ctx, shop.tenantId, b.email);
      if (!m?.passwordHash) throw new AppError(Err.ACCOUNT_NOT_REGISTERED);
      if (m.emailVerifiedAt) throw new AppError(Err.EMAIL_REGISTERED);
      await sendVerification(ctx, shop, m);
      return null;
    },

    /** The code from the mail verifies the address and signs the shopper in (20007–20011 as for every code). */
    async verify(ctx: Ctx, b: ShopperVerifyBody): Promise<ShopperSignIn> {
      const { shop } = await shopAt(ctx, b.shopCode);
      await charge(ctx, 'codeTries', shop.tenantId);
      const m = await memberByEmail(ctx, shop.tenantId, b.email);
      if (!m?.passwordHash) throw new AppError(Err.ACCOUNT_NOT_REGISTERED);
      await consumeCode(ctx, config, 'register', codeTarget(m.tenantId, m.email), b.code);
      await markVerified(ctx, m);
      return signedIn(ctx, m);
    },

    /** The link from the mail: the outcome /checkEmailRes shows (success, expired, used; invalid for no such link). */
    async checkEmail(ctx: Ctx, token: string): Promise<EmailCheckResult | 'invalid'> {
      try {
        const { link, member } = await usableLink(ctx, token, 'verify');
        await inTransaction(ctx, async (tx) => {
          await useLink(tx, link);
          await markVerified(tx, member);
        });
        return 'success';
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        if (e.code === Err.LINK_USED) return 'used';
        return tokenTenant(token) === null ? 'invalid' : 'expired';
      }
    },

    /**
     * Signs in with e-mail and password: 20024 no account (or none with a password), 20027 wrong password, 20025
     * too many failures (the account's and the address's, counted before the check), 20030 address not verified.
     */
    async signIn(ctx: Ctx, b: ShopperSignInBody): Promise<ShopperSignIn> {
      const { shop } = await shopAt(ctx, b.shopCode);
      if (!b.password) throw new AppError(Err.ACCOUNT_OR_PASSWORD_EMPTY);
      const attempt = await beginLoginAttempt(ctx, config, `shopper:${shop.tenantId}:${b.email}`);
      const m = await memberByEmail(ctx, shop.tenantId, b.email);
      const right = m?.passwordHash ? await verifySecret(m.passwordHash, b.password) : await verifyDecoy(b.password);
      if (!m?.passwordHash || !right) {
        await attempt.failed();
        throw new AppError(m?.passwordHash ? Err.PASSWORD_WRONG : Err.ACCOUNT_NOT_REGISTERED);
      }
      await attempt.passed();
      if (!m.emailVerifiedAt) throw new AppError(Err.NOT_ACTIVATED);
      return signedIn(ctx, m);
    },

    /**
     * Mails a link to /onlineUpdatePwd that creates or resets the password of the member with this address (20024
     * none; 20009 within the resend gap; 20004 the mail failed).
     */
    async forgot(ctx: Ctx, b: ShopperEmailBody): Promise<null> {
      const { shop } = await shopAt(ctx, b.shopCode);
      const m = await memberByEmail(ctx, shop.tenantId, b.email);
      if (!m) throw new AppError(Err.ACCOUNT_NOT_REGISTERED);
      const gapKey = `gap:shopper-password:${m.tenantId}:${m.id}`;
      if (!(await claimGap(ctx, gapKey, config.codes.resendSeconds))) throw new AppError(Err.EMAIL_CODE_TOO_SOON);
      await charge(ctx, 'codeSends', shop.tenantId);
      const token = await newLink(ctx, m, 'password', linkMinutes);
      const link = `${config.publicUrl}/#/onlineUpdatePwd?token=${encodeURIComponent(token)}`;
      try {
        await mailer.send(shopperPasswordMessage(ctx.lang, m.email, { shop: shop.name, link, minutes: linkMinutes }));
      } catch (err) {
        deps.log.warn({ err, requestId: ctx.requestId }, 'shopper password mail could not be sent');
        await dropLink(ctx, m.tenantId, token);
        await clearSlots(ctx, gapKey);
        throw new AppError(Err.MAIL_SEND_FAILED);
      }
      return null;
    },

    /** Sets the password from a link (the address is then verified too) and ends the member's sessions. */
    async setPassword(ctx: Ctx, b: ShopperSetPasswordBody): Promise<null> {
      const { link, member } = await usableLink(ctx, b.token, 'password');
      const passwordHash = await hashSecret(b.password);
      await inTransaction(ctx, async (tx) => {
        await useLink(tx, link);
        await tx.db
          .update(onlineMembers)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(onlineMembers.tenantId, member.tenantId), eq(onlineMembers.id, member.id)));
        await markVerified(tx, member);
        await endShopperSessions(tx.db, member.tenantId, member.id);
      });
      return null;
    },

    /** The signed-in shopper's member row (20084 when it is gone). */
    async member(ctx: Ctx, s: ShopperSession): Promise<Member> {
      const [m] = await ctx.db
        .select()
        .from(onlineMembers)
        .where(and(eq(onlineMembers.tenantId, s.tenantId), eq(onlineMembers.id, s.memberId)));
      if (!m) throw new AppError(Err.USER_MISSING);
      return m;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
