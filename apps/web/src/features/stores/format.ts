export { formatDateTime } from '../../shared/format/dates';
export { formatQuantity, trimDecimal } from '../../shared/format/numbers';
