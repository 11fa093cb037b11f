// The message catalogue (every §8 code in six languages) is loaded on the first failed call only, so the
// first page does not carry it.
export { errorMessage } from '@tillbook/contract';
