CREATE TABLE "product_document" (
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_document_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_document_kind" CHECK ("product_document"."kind" in ('dataSheet', 'drawing', 'cad', 'safetyDataSheet', 'ceDeclaration', 'certificate', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "product_document" ADD CONSTRAINT "product_document_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_document" ADD CONSTRAINT "product_document_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_document_media_idx" ON "product_document" USING btree ("media_id");