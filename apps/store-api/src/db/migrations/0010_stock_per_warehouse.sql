CREATE TABLE "sales_order_line_stock" (
	"order_line_id" uuid NOT NULL,
	"warehouse_code" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	CONSTRAINT "sales_order_line_stock_order_line_id_warehouse_code_pk" PRIMARY KEY("order_line_id","warehouse_code")
);
--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "reserved_hundredths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_line_stock" ADD CONSTRAINT "sales_order_line_stock_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line_stock" ADD CONSTRAINT "sales_order_line_stock_warehouse_code_warehouse_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouse"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_reserved_check" CHECK ("warehouse_stock"."reserved_hundredths" >= 0);--> statement-breakpoint
-- Until now what orders held was known only per article: it is held in the article's warehouses from
-- the one with the most stock on, and the stock figures of articles and families become the sums.
UPDATE "warehouse_stock" w SET "reserved_hundredths" = least(w."stock_hundredths", r."held" - r."before")
FROM (
  SELECT ws."product_id", ws."warehouse_code",
    p."stock_hundredths" - p."available_stock_hundredths" AS "held",
    coalesce(sum(ws."stock_hundredths") OVER (
      PARTITION BY ws."product_id" ORDER BY ws."stock_hundredths" DESC, ws."warehouse_code"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
    ), 0) AS "before"
  FROM "warehouse_stock" ws JOIN "product" p ON p."id" = ws."product_id"
) r
WHERE w."product_id" = r."product_id" AND w."warehouse_code" = r."warehouse_code" AND r."held" > r."before";
--> statement-breakpoint
UPDATE "product" p SET "stock_hundredths" = s."stock", "available_stock_hundredths" = s."available"
FROM (
  SELECT "product_id", sum("stock_hundredths") AS "stock",
    sum(greatest("stock_hundredths" - "reserved_hundredths", 0)) AS "available"
  FROM "warehouse_stock" GROUP BY "product_id"
) s
WHERE p."id" = s."product_id";
--> statement-breakpoint
UPDATE "product" p SET "stock_hundredths" = v."stock", "available_stock_hundredths" = v."available"
FROM (
  SELECT "parent_id", sum("stock_hundredths") AS "stock", sum("available_stock_hundredths") AS "available"
  FROM "product" WHERE "parent_id" IS NOT NULL GROUP BY "parent_id"
) v
WHERE p."id" = v."parent_id";
