import { currencyOf, formatMoney } from '../../shared/format/money';
import { getLang } from '../../shared/i18n/lang';
import { getLoginInfo } from '../../shared/session/session';

/** A money amount of the catalogue in the merchant's currency (§3: sysCurrencyId of the login info). */
export const money = (amount: string) => formatMoney(amount, currencyOf(getLoginInfo()?.sysCurrencyId), getLang());
