import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod/mini';

// zod/mini ships without messages; the API answers in English, "required" for a missing field.
z.config(z.locales.en());
z.config({ customError: (issue) => (issue.input === undefined ? 'required' : undefined) });

/** Types request.body, request.query and request.params from the routes' zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

/** A route plugin whose schemas are api-contract zod schemas. */
export type ApiPlugin<Options extends Record<string, unknown>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>;

/** Validates with the zod schema and hands the parsed (defaulted, transformed) value to the handler. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** "<field>: <what is wrong>" for the first issue; `context` names the field when the whole part is wrong. */
export function describeIssues(error: z.core.$ZodError, context: string): string {
  const issue = error.issues[0];
  if (!issue) return `${context}: invalid`;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : context;
  return `${field}: ${issue.message}`;
}
