/** Money in the merchant's currency (§3: the login info's sysCurrencyId). */
export { moneyFormatter } from '../../shared/format/money';
/** A points amount (4-decimal string) without trailing zeros, grouped as the language writes numbers. */
export { formatQuantity as formatPoints } from '../../shared/format/numbers';
