/**
 * The rows of a raw `db.execute` as a test reads them, cast, not checked: the test's assertions are
 * the check. Server code reads raw rows through `src/db/rows.ts` `rowsOf`, which checks each row.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
