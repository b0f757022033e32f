ALTER TABLE "product_search" ADD COLUMN "facet_row" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "product_search_facet_row_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "product_search_text" ADD COLUMN "facet_row" integer;--> statement-breakpoint
UPDATE "product_search_text" t SET "facet_row" = s."facet_row" FROM "product_search" s WHERE s."product_id" = t."product_id";--> statement-breakpoint
ALTER TABLE "product_search_text" ALTER COLUMN "facet_row" SET NOT NULL;
