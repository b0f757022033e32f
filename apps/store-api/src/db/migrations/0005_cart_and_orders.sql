CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid,
	"context_token" text,
	"last_order_id" uuid,
	"last_order_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_customerId_unique" UNIQUE("customer_id"),
	CONSTRAINT "cart_contextToken_unique" UNIQUE("context_token")
);
--> statement-breakpoint
CREATE TABLE "cart_line_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"remark" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_item_product_unique" UNIQUE("cart_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"status" text NOT NULL,
	"shipping_option" text NOT NULL,
	"shipping_method" text NOT NULL,
	"payment_method" text NOT NULL,
	"pickup_location" text,
	"delivery_date" text,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"order_reference" text,
	"order_reference_suffix" text,
	"file_number" text,
	"remark" text,
	"position_price" numeric(14, 4) NOT NULL,
	"shipping_total" numeric(14, 4) NOT NULL,
	"additional_cost" numeric(14, 4) NOT NULL,
	"amount_net" numeric(14, 4) NOT NULL,
	"amount_total" numeric(14, 4) NOT NULL,
	"calculated_taxes" jsonb NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_orderNumber_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_number" text NOT NULL,
	"label" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"backorder_hundredths" integer NOT NULL,
	"unit_of_measure" text NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"total_price" numeric(14, 4) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"remark" text
);
--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD CONSTRAINT "cart_line_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD CONSTRAINT "cart_line_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_updated_idx" ON "cart" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "sales_order_company_idx" ON "sales_order" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "sales_order" USING btree ("customer_id","ordered_at");--> statement-breakpoint
CREATE INDEX "sales_order_line_order_idx" ON "sales_order_line" USING btree ("order_id");