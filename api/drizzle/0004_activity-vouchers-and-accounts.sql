CREATE TABLE "account_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_sessions_secret_hash_format" CHECK ("account_sessions"."secret_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "account_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"origin" text DEFAULT '/account/trips' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"wishlist" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_values";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_kind_values";--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voucher_use" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_sessions_account_id_idx" ON "account_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_sign_in_links_email_idx" ON "account_sign_in_links" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_voucher_code_unique" UNIQUE("voucher_code");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_values" CHECK ("email_outbox"."kind" in ('order_confirmation', 'gift_card', 'order_modification', 'order_cancellation', 'activity_voucher', 'account_sign_in'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_activity_voucher_fields" CHECK ("order_items"."kind" <> 'activityVoucher' or ("order_items"."activity_id" is not null and "order_items"."adults" is not null and "order_items"."voucher_use" is not null and "order_items"."amount_cents" > 0));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_values" CHECK ("order_items"."kind" in ('shortStay', 'insurance', 'giftCard', 'activityVoucher'));