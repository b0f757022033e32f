ALTER TABLE "sales_order" ADD COLUMN "shipment_number" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "track_and_trace_url" text;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "shipping_note_number" text;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "invoice_date" date;