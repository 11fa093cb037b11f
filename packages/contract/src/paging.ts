import { z } from 'zod';
import { int4 } from './fields';

/** Every list takes { page, pageSize, sort } plus its own filters, and answers { list, total } (ARCHITECTURE §4). */
export const ListQuery = z.object({
  page: int4(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  /** A field name, '-' in front for descending (e.g. '-createdAt'). Each list says which fields it sorts by. */
  sort: z.string().max(50).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export interface ListResult<T> {
  list: T[];
  total: number;
}
