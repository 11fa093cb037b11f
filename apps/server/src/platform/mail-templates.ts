import type { Localized, UiLang } from '@tillbook/contract';
import type { MailMessage } from './mail';

type Template = { subject: Localized; body: Localized };

const codeMail: Record<'register' | 'changeEmail', Template> = {
  register: {
    subject: {
      zh_CN: 'Tillbook 注册验证码',
      zh_TW: 'Tillbook 註冊驗證碼',
      en_GB: 'Your Tillbook registration code',
      es_ES: 'Tu código de registro de Tillbook',
      fr_FR: 'Votre code d’inscription Tillbook',
      pt_PT: 'O seu código de registo Tillbook',
    },
    body: {
      zh_CN: '您的验证码是 {code}，{minutes} 分钟内有效。如果不是您本人操作，请忽略此邮件。',
      zh_TW: '您的驗證碼是 {code}，{minutes} 分鐘內有效。如果不是您本人操作，請忽略此郵件。',
      en_GB:
        'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
      es_ES:
        'Tu código de verificación es {code}. Es válido durante {minutes} minutos. Si no lo has solicitado, ignora este correo.',
      fr_FR:
        'Votre code de vérification est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
      pt_PT:
        'O seu código de verificação é {code}. É válido durante {minutes} minutos. Se não o pediu, ignore este e-mail.',
    },
  },
  changeEmail: {
    subject: {
      zh_CN: 'Tillbook 更换邮箱验证码',
      zh_TW: 'Tillbook 更換電子郵件驗證碼',
      en_GB: 'Confirm your new Tillbook e-mail address',
      es_ES: 'Confirma tu nueva dirección de correo de Tillbook',
      fr_FR: 'Confirmez votre nouvelle adresse e-mail Tillbook',
      pt_PT: 'Confirme o seu novo endereço de e-mail Tillbook',
    },
    body: {
      zh_CN: '您正在将 Tillbook 账号的邮箱更换为此地址。验证码是 {code}，{minutes} 分钟内有效。',
      zh_TW: '您正在將 Tillbook 帳號的電子郵件更換為此地址。驗證碼是 {code}，{minutes} 分鐘內有效。',
      en_GB:
        'You are changing your Tillbook e-mail address to this one. Your code is {code}, valid for {minutes} minutes.',
      es_ES:
        'Estás cambiando el correo de tu cuenta de Tillbook a esta dirección. Tu código es {code}, válido durante {minutes} minutos.',
      fr_FR:
        'Vous remplacez l’adresse e-mail de votre compte Tillbook par celle-ci. Votre code est {code}, valable {minutes} minutes.',
      pt_PT:
        'Está a alterar o e-mail da sua conta Tillbook para este endereço. O seu código é {code}, válido durante {minutes} minutos.',
    },
  },
};

const resetMail: Template = {
  subject: {
    zh_CN: '重置您的 Tillbook 密码',
    zh_TW: '重設您的 Tillbook 密碼',
    en_GB: 'Reset your Tillbook password',
    es_ES: 'Restablece tu contraseña de Tillbook',
    fr_FR: 'Réinitialisez votre mot de passe Tillbook',
    pt_PT: 'Redefina a sua palavra-passe Tillbook',
  },
  body: {
    zh_CN:
      '请打开以下链接设置新密码（{minutes} 分钟内有效，只能使用一次）：\n{link}\n如果不是您本人操作，请忽略此邮件。',
    zh_TW:
      '請開啟以下連結設定新密碼（{minutes} 分鐘內有效，只能使用一次）：\n{link}\n如果不是您本人操作，請忽略此郵件。',
    en_GB:
      'Open this link to set a new password (valid for {minutes} minutes, once):\n{link}\nIf you did not ask for it, ignore this e-mail.',
    es_ES:
      'Abre este enlace para establecer una contraseña nueva (válido durante {minutes} minutos, un solo uso):\n{link}\nSi no lo has solicitado, ignora este correo.',
    fr_FR:
      'Ouvrez ce lien pour définir un nouveau mot de passe (valable {minutes} minutes, une seule fois) :\n{link}\nSi vous ne l’avez pas demandé, ignorez cet e-mail.',
    pt_PT:
      'Abra esta ligação para definir uma nova palavra-passe (válida durante {minutes} minutos, uma única vez):\n{link}\nSe não a pediu, ignore este e-mail.',
  },
};

const emailChangedMail: Template = {
  subject: {
    zh_CN: '您的 Tillbook 登录邮箱已更改',
    zh_TW: '您的 Tillbook 登入電子郵件已變更',
    en_GB: 'Your Tillbook sign-in e-mail address has been changed',
    es_ES: 'Se ha cambiado el correo de acceso de tu cuenta de Tillbook',
    fr_FR: 'L’adresse e-mail de connexion de votre compte Tillbook a été modifiée',
    pt_PT: 'O e-mail de acesso da sua conta Tillbook foi alterado',
  },
  body: {
    zh_CN:
      '您的 Tillbook 账号的登录邮箱已从此地址更改为 {email}。此后请使用新地址登录和找回密码。如果这不是您本人的操作，请立即联系您的商户管理员或 Tillbook 客服。',
    zh_TW:
      '您的 Tillbook 帳號的登入電子郵件已從此地址變更為 {email}。此後請使用新地址登入及找回密碼。如果這不是您本人的操作，請立即聯絡您的商戶管理員或 Tillbook 客服。',
    en_GB:
      'The sign-in e-mail address of your Tillbook account has been changed from this address to {email}. From now on, sign in and reset your password with the new address. If you did not do this, contact your account owner or Tillbook support at once.',
    es_ES:
      'El correo de acceso de tu cuenta de Tillbook ha cambiado de esta dirección a {email}. A partir de ahora, inicia sesión y restablece tu contraseña con la nueva dirección. Si no has sido tú, ponte en contacto de inmediato con el titular de la cuenta o con el soporte de Tillbook.',
    fr_FR:
      'L’adresse e-mail de connexion de votre compte Tillbook est passée de cette adresse à {email}. Désormais, connectez-vous et réinitialisez votre mot de passe avec la nouvelle adresse. Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement le titulaire du compte ou l’assistance Tillbook.',
    pt_PT:
      'O e-mail de acesso da sua conta Tillbook foi alterado deste endereço para {email}. A partir de agora, inicie sessão e redefina a palavra-passe com o novo endereço. Se não fez esta alteração, contacte de imediato o titular da conta ou o apoio da Tillbook.',
  },
};

const phoneText: Localized = {
  zh_CN: '【Tillbook】您的验证码是 {code}，{minutes} 分钟内有效。',
  zh_TW: '【Tillbook】您的驗證碼是 {code}，{minutes} 分鐘內有效。',
  en_GB: 'Tillbook: your verification code is {code}, valid for {minutes} minutes.',
  es_ES: 'Tillbook: tu código de verificación es {code}, válido durante {minutes} minutos.',
  fr_FR: 'Tillbook : votre code de vérification est {code}, valable {minutes} minutes.',
  pt_PT: 'Tillbook: o seu código de verificação é {code}, válido durante {minutes} minutos.',
};

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function render(t: Template, lang: UiLang, to: string, vars: Record<string, string | number>): MailMessage {
  const text = fill(t.body[lang], vars);
  const html = `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
  return { to, subject: t.subject[lang], text, html };
}

export const codeMessage = (
  purpose: 'register' | 'changeEmail',
  lang: UiLang,
  to: string,
  code: string,
  minutes: number,
) => render(codeMail[purpose], lang, to, { code, minutes });

export const resetMessage = (lang: UiLang, to: string, link: string, minutes: number) =>
  render(resetMail, lang, to, { link, minutes });

/** The notice sent to the OLD address after the sign-in e-mail has been changed. */
export const emailChangedMessage = (lang: UiLang, oldAddress: string, newAddress: string) =>
  render(emailChangedMail, lang, oldAddress, { email: newAddress });

export const phoneCodeText = (lang: UiLang, code: string, minutes: number) => fill(phoneText[lang], { code, minutes });

// ── Shopper mails (the storefront of an online shop) ────────────────────────────────────────────────────────────

const shopperVerifyMail: Template = {
  subject: {
    zh_CN: '{shop}：请验证您的邮箱',
    zh_TW: '{shop}：請驗證您的電子郵件',
    en_GB: '{shop}: confirm your e-mail address',
    es_ES: '{shop}: confirma tu dirección de correo',
    fr_FR: '{shop} : confirmez votre adresse e-mail',
    pt_PT: '{shop}: confirme o seu endereço de e-mail',
  },
  // The code comes first: a shop's name may hold digits too.
  body: {
    zh_CN:
      '您的验证码：{code}（{minutes} 分钟内有效）。欢迎注册 {shop} 的网上商店，您也可以打开以下链接完成验证：\n{link}\n如果不是您本人操作，请忽略此邮件。',
    zh_TW:
      '您的驗證碼：{code}（{minutes} 分鐘內有效）。歡迎註冊 {shop} 的網上商店，您也可以開啟以下連結完成驗證：\n{link}\n如果不是您本人操作，請忽略此郵件。',
    en_GB:
      'Your verification code: {code} (valid for {minutes} minutes). Welcome to the online shop of {shop}. You can also confirm your address with this link:\n{link}\nIf you did not ask for it, ignore this e-mail.',
    es_ES:
      'Tu código de verificación: {code} (válido durante {minutes} minutos). Te damos la bienvenida a la tienda en línea de {shop}. También puedes confirmar tu dirección con este enlace:\n{link}\nSi no lo has solicitado, ignora este correo.',
    fr_FR:
      'Votre code de vérification : {code} (valable {minutes} minutes). Bienvenue dans la boutique en ligne de {shop}. Vous pouvez aussi confirmer votre adresse avec ce lien :\n{link}\nSi vous ne l’avez pas demandé, ignorez cet e-mail.',
    pt_PT:
      'O seu código de verificação: {code} (válido durante {minutes} minutos). Bem-vindo à loja online de {shop}. Também pode confirmar o seu endereço com esta ligação:\n{link}\nSe não o pediu, ignore este e-mail.',
  },
};

const shopperPasswordMail: Template = {
  subject: {
    zh_CN: '{shop}：设置您的密码',
    zh_TW: '{shop}：設定您的密碼',
    en_GB: '{shop}: set your password',
    es_ES: '{shop}: establece tu contraseña',
    fr_FR: '{shop} : définissez votre mot de passe',
    pt_PT: '{shop}: defina a sua palavra-passe',
  },
  body: {
    zh_CN:
      '请打开以下链接设置 {shop} 网上商店的密码（{minutes} 分钟内有效，只能使用一次）：\n{link}\n如果不是您本人操作，请忽略此邮件。',
    zh_TW:
      '請開啟以下連結設定 {shop} 網上商店的密碼（{minutes} 分鐘內有效，只能使用一次）：\n{link}\n如果不是您本人操作，請忽略此郵件。',
    en_GB:
      'Open this link to set your password for the online shop of {shop} (valid for {minutes} minutes, once):\n{link}\nIf you did not ask for it, ignore this e-mail.',
    es_ES:
      'Abre este enlace para establecer tu contraseña de la tienda en línea de {shop} (válido durante {minutes} minutos, un solo uso):\n{link}\nSi no lo has solicitado, ignora este correo.',
    fr_FR:
      'Ouvrez ce lien pour définir votre mot de passe de la boutique en ligne de {shop} (valable {minutes} minutes, une seule fois) :\n{link}\nSi vous ne l’avez pas demandé, ignorez cet e-mail.',
    pt_PT:
      'Abra esta ligação para definir a sua palavra-passe da loja online de {shop} (válida durante {minutes} minutos, uma única vez):\n{link}\nSe não a pediu, ignore este e-mail.',
  },
};

/** What a shopper is told about their order: accepted, ready for pickup, out for delivery. */
export type ShopperOrderNotice = 'accepted' | 'ready' | 'delivering';

const shopperOrderMail: Record<ShopperOrderNotice, Template> = {
  accepted: {
    subject: {
      zh_CN: '{shop}：您的订单 {number} 已接受',
      zh_TW: '{shop}：您的訂單 {number} 已接受',
      en_GB: '{shop}: your order {number} has been accepted',
      es_ES: '{shop}: tu pedido {number} ha sido aceptado',
      fr_FR: '{shop} : votre commande {number} a été acceptée',
      pt_PT: '{shop}: a sua encomenda {number} foi aceite',
    },
    body: {
      zh_CN: '{shop} 已接受您的订单 {number}，正在为您准备。',
      zh_TW: '{shop} 已接受您的訂單 {number}，正在為您準備。',
      en_GB: '{shop} has accepted your order {number} and is preparing it.',
      es_ES: '{shop} ha aceptado tu pedido {number} y lo está preparando.',
      fr_FR: '{shop} a accepté votre commande {number} et la prépare.',
      pt_PT: '{shop} aceitou a sua encomenda {number} e está a prepará-la.',
    },
  },
  ready: {
    subject: {
      zh_CN: '{shop}：您的订单 {number} 可以取货了',
      zh_TW: '{shop}：您的訂單 {number} 可以取貨了',
      en_GB: '{shop}: your order {number} is ready for pickup',
      es_ES: '{shop}: tu pedido {number} está listo para recoger',
      fr_FR: '{shop} : votre commande {number} est prête à être retirée',
      pt_PT: '{shop}: a sua encomenda {number} está pronta para levantar',
    },
    body: {
      zh_CN: '您在 {shop} 的订单 {number} 已准备好，请到店取货。',
      zh_TW: '您在 {shop} 的訂單 {number} 已準備好，請到店取貨。',
      en_GB: 'Your order {number} at {shop} is ready. You can collect it in the store.',
      es_ES: 'Tu pedido {number} en {shop} está listo. Puedes recogerlo en la tienda.',
      fr_FR: 'Votre commande {number} chez {shop} est prête. Vous pouvez la retirer en magasin.',
      pt_PT: 'A sua encomenda {number} em {shop} está pronta. Pode levantá-la na loja.',
    },
  },
  delivering: {
    subject: {
      zh_CN: '{shop}：您的订单 {number} 正在配送',
      zh_TW: '{shop}：您的訂單 {number} 正在配送',
      en_GB: '{shop}: your order {number} is out for delivery',
      es_ES: '{shop}: tu pedido {number} está en reparto',
      fr_FR: '{shop} : votre commande {number} est en cours de livraison',
      pt_PT: '{shop}: a sua encomenda {number} saiu para entrega',
    },
    body: {
      zh_CN: '您在 {shop} 的订单 {number} 已出发，正在送往您的地址。',
      zh_TW: '您在 {shop} 的訂單 {number} 已出發，正在送往您的地址。',
      en_GB: 'Your order {number} from {shop} is on its way to your address.',
      es_ES: 'Tu pedido {number} de {shop} va de camino a tu dirección.',
      fr_FR: 'Votre commande {number} de {shop} est en route vers votre adresse.',
      pt_PT: 'A sua encomenda {number} de {shop} está a caminho da sua morada.',
    },
  },
};

/** Subjects name the shop too: a template's subject is filled like its body. */
function renderNamed(t: Template, lang: UiLang, to: string, vars: Record<string, string | number>): MailMessage {
  return { ...render(t, lang, to, vars), subject: fill(t.subject[lang], vars) };
}

/** The code and the verification link of a new storefront account. */
export const shopperVerifyMessage = (
  lang: UiLang,
  to: string,
  v: { shop: string; code: string; link: string; minutes: number },
) => renderNamed(shopperVerifyMail, lang, to, v);

/** The link to /onlineUpdatePwd that creates or resets a shopper's password. */
export const shopperPasswordMessage = (lang: UiLang, to: string, v: { shop: string; link: string; minutes: number }) =>
  renderNamed(shopperPasswordMail, lang, to, v);

/** A shopper's order moved: accepted, ready for pickup or out for delivery. */
export const shopperOrderMessage = (
  notice: ShopperOrderNotice,
  lang: UiLang,
  to: string,
  v: { shop: string; number: string },
) => renderNamed(shopperOrderMail[notice], lang, to, v);

// ── Billing mails (modules/billing) ─────────────────────────────────────────────────────────────────────────────

const billingMail: Record<'paymentFailed' | 'lastPaymentFailed' | 'expired', Template> = {
  paymentFailed: {
    subject: {
      zh_CN: 'Tillbook 订阅续费失败',
      zh_TW: 'Tillbook 訂閱續費失敗',
      en_GB: 'Your Tillbook renewal payment failed',
      es_ES: 'No se pudo cobrar la renovación de Tillbook',
      fr_FR: 'Le paiement du renouvellement Tillbook a échoué',
      pt_PT: 'O pagamento da renovação Tillbook falhou',
    },
    body: {
      zh_CN:
        '我们无法为“{plan}”套餐扣款 {amount} USD。我们将于 {retry} 再次尝试；在 {grace} 之前，您的套餐照常可用。请在“订阅与账单”中检查您的银行卡。',
      zh_TW:
        '我們無法為「{plan}」方案扣款 {amount} USD。我們將於 {retry} 再次嘗試；在 {grace} 之前，您的方案照常可用。請在「訂閱與帳單」中檢查您的銀行卡。',
      en_GB:
        'We could not charge {amount} USD for your {plan} plan. We will try again on {retry}; your plan keeps working until {grace}. Please check your card under Subscription and billing.',
      es_ES:
        'No pudimos cobrar {amount} USD por tu plan {plan}. Lo intentaremos de nuevo el {retry}; tu plan sigue funcionando hasta el {grace}. Revisa tu tarjeta en Suscripción y facturación.',
      fr_FR:
        'Nous n’avons pas pu prélever {amount} USD pour votre forfait {plan}. Nous réessaierons le {retry} ; votre forfait reste actif jusqu’au {grace}. Vérifiez votre carte dans Abonnement et facturation.',
      pt_PT:
        'Não foi possível cobrar {amount} USD pelo seu plano {plan}. Tentaremos de novo a {retry}; o seu plano continua ativo até {grace}. Verifique o seu cartão em Subscrição e faturação.',
    },
  },
  lastPaymentFailed: {
    subject: {
      zh_CN: 'Tillbook 订阅最后一次扣款失败',
      zh_TW: 'Tillbook 訂閱最後一次扣款失敗',
      en_GB: 'Final attempt: your Tillbook renewal payment failed',
      es_ES: 'Último intento: no se pudo cobrar la renovación de Tillbook',
      fr_FR: 'Dernière tentative : le paiement du renouvellement Tillbook a échoué',
      pt_PT: 'Última tentativa: o pagamento da renovação Tillbook falhou',
    },
    body: {
      zh_CN: '我们最后一次尝试为“{plan}”套餐扣款 {amount} USD 仍未成功。',
      zh_TW: '我們最後一次嘗試為「{plan}」方案扣款 {amount} USD 仍未成功。',
      en_GB: 'Our last attempt to charge {amount} USD for your {plan} plan failed.',
      es_ES: 'Nuestro último intento de cobrar {amount} USD por tu plan {plan} ha fallado.',
      fr_FR: 'Notre dernière tentative de prélever {amount} USD pour votre forfait {plan} a échoué.',
      pt_PT: 'A nossa última tentativa de cobrar {amount} USD pelo seu plano {plan} falhou.',
    },
  },
  expired: {
    subject: {
      zh_CN: '您的 Tillbook 订阅已结束',
      zh_TW: '您的 Tillbook 訂閱已結束',
      en_GB: 'Your Tillbook subscription has ended',
      es_ES: 'Tu suscripción a Tillbook ha terminado',
      fr_FR: 'Votre abonnement Tillbook a pris fin',
      pt_PT: 'A sua subscrição Tillbook terminou',
    },
    body: {
      zh_CN:
        '您的“{plan}”套餐已结束，现在适用“{free}”套餐的限制。您的数据全部保留，可以随时查看；订阅付费套餐即可恢复全部功能。',
      zh_TW:
        '您的「{plan}」方案已結束，現在適用「{free}」方案的限制。您的資料全部保留，可以隨時查看；訂閱付費方案即可恢復全部功能。',
      en_GB:
        'Your {plan} plan has ended and the limits of the {free} plan now apply. All your data is kept and you can still read it; subscribe to a paid plan to use everything again.',
      es_ES:
        'Tu plan {plan} ha terminado y ahora se aplican los límites del plan {free}. Conservamos todos tus datos y puedes seguir consultándolos; suscríbete a un plan de pago para volver a usarlo todo.',
      fr_FR:
        'Votre forfait {plan} a pris fin et les limites du forfait {free} s’appliquent désormais. Toutes vos données sont conservées et restent consultables ; souscrivez un forfait payant pour tout utiliser à nouveau.',
      pt_PT:
        'O seu plano {plan} terminou e aplicam-se agora os limites do plano {free}. Todos os seus dados são mantidos e pode continuar a consultá-los; subscreva um plano pago para voltar a usar tudo.',
    },
  },
};

export type BillingNotice = keyof typeof billingMail;

/** A renewal that failed (with the next try and the end of grace), the last one, or the subscription that ended. */
export const billingMessage = (
  notice: BillingNotice,
  lang: UiLang,
  to: string,
  v: { plan: string; amount?: string; retry?: string; grace?: string; free?: string },
) => render(billingMail[notice], lang, to, v);
