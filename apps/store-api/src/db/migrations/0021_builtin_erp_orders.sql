CREATE SEQUENCE "public"."builtin_erp_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "builtin_erp_order" (
	"shop_order_number" text PRIMARY KEY NOT NULL,
	"erp_number" text NOT NULL,
	"document" jsonb NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_step_at" timestamp with time zone NOT NULL,
	CONSTRAINT "builtin_erp_order_erpNumber_unique" UNIQUE("erp_number")
);
--> statement-breakpoint
CREATE INDEX "builtin_erp_order_due_idx" ON "builtin_erp_order" USING btree ("next_step_at") WHERE "builtin_erp_order"."status" not in ('completed', 'cancelled');