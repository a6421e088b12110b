/** A hotel id the API can know: a positive whole number, at most 10 digits, no leading zero. */
export function validHotelId(value: string | undefined): string | undefined {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? value : undefined;
}
