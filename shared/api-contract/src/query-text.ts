/** Query-string codecs: GET parameters arrive as text. */
import { z } from 'zod/mini';

export const boolText = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);
export const numberText = <O>(schema: z.core.$ZodType<O, number>) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^-?\d{1,12}(\.\d{1,20})?$/, 'expected a number')),
      z.transform(Number),
    ),
    schema,
  );
export const listText = <O>(item: z.core.$ZodType<O, string>) =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(2000)),
      z.transform((value): string[] => (value === '' ? [] : value.split(','))),
    ),
    z.array(item).check(z.maxLength(50)),
  );
