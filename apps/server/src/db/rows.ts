/** The rows of a raw `db.execute`: both drivers answer `{ rows }`, which drizzle does not type. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
