DROP INDEX "sales_order_company_idx";--> statement-breakpoint
ALTER TABLE "offer_event" ADD COLUMN "attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_event" ADD COLUMN "attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "erp_delivery" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
-- Where an order stands with the ERP follows its events, whatever writes them (the order book, the
-- outbox's dispatchers, a pulling ERP's acknowledgement): null without events, failed while the last
-- attempt at an undelivered one failed, waiting while one is undelivered, else taken. The order is
-- locked first, so that the next statement's snapshot holds every event committed before.
CREATE FUNCTION sales_order_erp_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  state text;
BEGIN
  PERFORM 1 FROM sales_order WHERE id = NEW.order_id FOR UPDATE;
  SELECT CASE
      WHEN bool_or(delivered_at IS NULL AND failure IS NOT NULL) THEN 'failed'
      WHEN bool_or(delivered_at IS NULL) THEN 'waiting'
      ELSE 'taken'
    END INTO state
  FROM order_event WHERE order_id = NEW.order_id;
  UPDATE sales_order SET erp_delivery = state WHERE id = NEW.order_id AND erp_delivery IS DISTINCT FROM state;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_event_written AFTER INSERT ON order_event
  FOR EACH ROW EXECUTE FUNCTION sales_order_erp_delivery();--> statement-breakpoint
CREATE TRIGGER order_event_delivery_changed AFTER UPDATE OF delivered_at, failure ON order_event
  FOR EACH ROW WHEN (OLD.delivered_at IS DISTINCT FROM NEW.delivered_at OR OLD.failure IS DISTINCT FROM NEW.failure)
  EXECUTE FUNCTION sales_order_erp_delivery();--> statement-breakpoint
UPDATE sales_order o SET erp_delivery = e.state
FROM (
  SELECT order_id, CASE
      WHEN bool_or(delivered_at IS NULL AND failure IS NOT NULL) THEN 'failed'
      WHEN bool_or(delivered_at IS NULL) THEN 'waiting'
      ELSE 'taken'
    END AS state
  FROM order_event GROUP BY order_id
) e
WHERE o.id = e.order_id;--> statement-breakpoint
CREATE INDEX "sales_order_ordered_idx" ON "sales_order" USING btree ("ordered_at","order_number");--> statement-breakpoint
CREATE INDEX "sales_order_status_idx" ON "sales_order" USING btree ("status","ordered_at","order_number");--> statement-breakpoint
CREATE INDEX "sales_order_erp_delivery_idx" ON "sales_order" USING btree ("erp_delivery","ordered_at","order_number");--> statement-breakpoint
CREATE INDEX "sales_order_company_idx" ON "sales_order" USING btree ("company_id","ordered_at","order_number");
