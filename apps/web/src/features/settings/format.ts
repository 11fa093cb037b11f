/** A rate the merchant set ('13.5000') as the interface language writes it, without trailing zeros: "13.5 %". */
export { formatRate as formatPercent, trimDecimal } from '../../shared/format/numbers';
