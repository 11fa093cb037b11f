/** A money amount of the catalogue in the merchant's currency (§3: sysCurrencyId of the login info). */
export { formatTenantMoney as money } from '../../shared/format/money';
