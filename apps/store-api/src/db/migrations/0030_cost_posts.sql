CREATE TABLE "cost_post" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_post_setting" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "cost_post" jsonb;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "cost_post" jsonb;--> statement-breakpoint
ALTER TABLE "cost_post" ADD CONSTRAINT "cost_post_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_post_setting" ADD CONSTRAINT "cost_post_setting_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_post_company_code_unique" ON "cost_post" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "cost_post_company_active_idx" ON "cost_post" USING btree ("company_id","active");