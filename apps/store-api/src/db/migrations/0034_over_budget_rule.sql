-- Every flow and order reference now sends an order over its budget for approval unless its lead
-- buyer chooses to block it; budgets count without VAT from here on (docs/decisions/0039).
ALTER TABLE "order_flow" ADD COLUMN "over_budget" text DEFAULT 'approval' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_reference" ADD COLUMN "over_budget" text DEFAULT 'approval' NOT NULL;