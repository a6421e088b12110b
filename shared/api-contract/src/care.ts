import { z } from 'zod/mini';

/**
 * Cookie holding the signed customer-care token (HttpOnly, SameSite=Lax, Path=/); over TLS it is
 * named `__Host-care_token` and Secure (ADR 0060). Pages never read it: the token is only ever in
 * this cookie, never in a JSON body (issue 15 §2).
 */
export const CARE_TOKEN_COOKIE = 'care_token';

export const agentSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

/** POST /api/care/login */
export const careLoginRequestSchema = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type CareLoginRequest = z.infer<typeof careLoginRequestSchema>;

/** The token is set as the HttpOnly care cookie only, not returned (issue 15 §2). */
export const careLoginResponseSchema = z.object({
  agent: agentSchema,
});
export type CareLoginResponse = z.infer<typeof careLoginResponseSchema>;

/** GET /api/care/session (SHELL-015: no valid session → the care login screen). */
export const careSessionSchema = z.object({
  agent: agentSchema,
});
export type CareSession = z.infer<typeof careSessionSchema>;
