ALTER TABLE "product_search" ADD COLUMN "measure_group_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "measure_lows" double precision[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "measure_highs" double precision[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "product_search" s SET "measure_group_ids" = m.group_ids, "measure_lows" = m.lows, "measure_highs" = m.highs
FROM (
	SELECT product_id, array_agg(group_id ORDER BY group_id) AS group_ids,
		array_agg(value::float8 ORDER BY group_id) AS lows,
		array_agg(coalesce(value_to, value)::float8 ORDER BY group_id) AS highs
	FROM product_measurement GROUP BY product_id
) m
WHERE m.product_id = s.product_id;
