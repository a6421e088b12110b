/** The weekend id of a path segment or a prop, or null when it is not one. */
export function productIdOf(value: string | number | undefined): number | null {
  const text = value === undefined ? '' : String(value);
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
