CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"next_at" bigint NOT NULL,
	"last_at" bigint NOT NULL
);
--> statement-breakpoint
-- UNLOGGED (edited by hand, ADR 0053): no WAL per hit; a crash only forgets the windows.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_last_at_idx" ON "login_failures" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "used_tokens_expires_at_idx" ON "used_tokens" USING btree ("expires_at");