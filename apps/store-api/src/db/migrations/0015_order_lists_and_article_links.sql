CREATE TABLE "article_link" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_sku" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_list" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"name" text NOT NULL,
	"owner_type" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_list_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_list_item_quantity_check" CHECK ("order_list_item"."quantity_hundredths" > 0)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "ecotax" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "customer_sku" text;--> statement-breakpoint
ALTER TABLE "article_link" ADD CONSTRAINT "article_link_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_link" ADD CONSTRAINT "article_link_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_link" ADD CONSTRAINT "article_link_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_item" ADD CONSTRAINT "order_list_item_order_list_id_order_list_id_fk" FOREIGN KEY ("order_list_id") REFERENCES "public"."order_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_item" ADD CONSTRAINT "order_list_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_link_company_product_unique" ON "article_link" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_link_company_sku_unique" ON "article_link" USING btree ("company_id",lower("customer_sku"));--> statement-breakpoint
CREATE INDEX "article_link_company_sku_prefix_idx" ON "article_link" USING btree ("company_id",lower("customer_sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_list_company_idx" ON "order_list" USING btree ("company_id","owner_type");--> statement-breakpoint
CREATE INDEX "order_list_creator_idx" ON "order_list" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "order_list_item_list_product_unique" ON "order_list_item" USING btree ("order_list_id","product_id");--> statement-breakpoint
CREATE INDEX "order_list_item_product_idx" ON "order_list_item" USING btree ("product_id");