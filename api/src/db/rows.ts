/** Both drivers answer raw queries with { rows }; the shared PgDatabase type leaves it unknown. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
