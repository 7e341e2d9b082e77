/**
 * The shape of every paged answer (the community lists, the admin queues): one page of items with
 * the total and where the page is. Services compute the offset with `offsetOf`
 * (worker/services/community/shared.ts).
 */

/** One page of a paged list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
