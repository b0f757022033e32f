CREATE TABLE "product_measurement" (
	"product_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"value" numeric(18, 6) NOT NULL,
	"value_to" numeric(18, 6),
	CONSTRAINT "product_measurement_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "property_group" ADD COLUMN "feature_type" text DEFAULT 'alphanumeric' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_group" ADD COLUMN "unit_code" text;--> statement-breakpoint
ALTER TABLE "property_group_translation" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "product_measurement" ADD CONSTRAINT "product_measurement_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_measurement" ADD CONSTRAINT "product_measurement_group_id_property_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_measurement_group_idx" ON "product_measurement" USING btree ("group_id");