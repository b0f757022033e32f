CREATE TABLE "product_reference" (
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_number" text NOT NULL,
	"position" integer NOT NULL,
	"quantity" numeric(12, 2),
	CONSTRAINT "product_reference_product_id_kind_target_number_pk" PRIMARY KEY("product_id","kind","target_number"),
	CONSTRAINT "product_reference_kind" CHECK ("product_reference"."kind" in ('accessory', 'sparePart', 'similar', 'consistsOf', 'successor'))
);
--> statement-breakpoint
ALTER TABLE "product_reference" ADD CONSTRAINT "product_reference_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;