CREATE TABLE "article_sales_block" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"buyable" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_discount" (
	"company_id" uuid NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "company_discount_company_id_manufacturer_id_pk" PRIMARY KEY("company_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "company_price" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"from_hundredths" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	CONSTRAINT "company_price_company_id_product_id_from_hundredths_pk" PRIMARY KEY("company_id","product_id","from_hundredths")
);
--> statement-breakpoint
CREATE TABLE "price_tier" (
	"product_id" uuid NOT NULL,
	"from_hundredths" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	CONSTRAINT "price_tier_product_id_from_hundredths_pk" PRIMARY KEY("product_id","from_hundredths")
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock" (
	"product_id" uuid NOT NULL,
	"warehouse_code" text NOT NULL,
	"stock_hundredths" integer NOT NULL,
	CONSTRAINT "warehouse_stock_product_id_warehouse_code_pk" PRIMARY KEY("product_id","warehouse_code")
);
--> statement-breakpoint
ALTER TABLE "article_sales_block" ADD CONSTRAINT "article_sales_block_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_discount" ADD CONSTRAINT "company_discount_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_discount" ADD CONSTRAINT "company_discount_manufacturer_id_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_price" ADD CONSTRAINT "company_price_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_price" ADD CONSTRAINT "company_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier" ADD CONSTRAINT "price_tier_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_warehouse_code_warehouse_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouse"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_price_product_idx" ON "company_price" USING btree ("product_id");