// Loaded only by requests that carry a phone field, so the first page does not pull the contract's rules
// (and zod with them) just to strip leading zeros.
export { stripPhone } from '@tillbook/contract';
