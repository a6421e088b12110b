ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_values";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_values";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_values" CHECK ("email_outbox"."kind" in ('order_confirmation', 'gift_card', 'order_modification', 'order_cancellation'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_values" CHECK ("orders"."status" in ('pending', 'awaiting_payment', 'confirmed', 'failed', 'cancelled'));