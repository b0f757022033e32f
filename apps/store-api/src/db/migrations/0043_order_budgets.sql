-- Order flows and order references become the two kinds of one order budget (decision 0048): the
-- new tables, the rows of the old ones with their ids, the orders' and carts' keys pointed at the new
-- table (still cleared when a budget is deleted), then the old tables go.
CREATE TABLE "order_budget" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"mode" text NOT NULL,
	"budget_amount" numeric(14, 4),
	"over_budget" text DEFAULT 'approval' NOT NULL,
	"approve_from" numeric(14, 4),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_budget_id_kind_unique" UNIQUE("id","kind"),
	CONSTRAINT "order_budget_kind_check" CHECK ("order_budget"."kind" in ('flow', 'reference')),
	CONSTRAINT "order_budget_flow_amount_check" CHECK ("order_budget"."kind" <> 'flow' or "order_budget"."budget_amount" is not null)
);--> statement-breakpoint
CREATE TABLE "order_budget_approver" (
	"budget_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "order_budget_approver_budget_id_customer_id_pk" PRIMARY KEY("budget_id","customer_id")
);--> statement-breakpoint
CREATE TABLE "order_budget_user" (
	"budget_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_budget_user_budget_id_customer_id_pk" PRIMARY KEY("budget_id","customer_id")
);--> statement-breakpoint
ALTER TABLE "order_budget" ADD CONSTRAINT "order_budget_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_budget" ADD CONSTRAINT "order_budget_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_budget_approver" ADD CONSTRAINT "order_budget_approver_budget_id_order_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."order_budget"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_budget_approver" ADD CONSTRAINT "order_budget_approver_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_budget_user" ADD CONSTRAINT "order_budget_user_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_budget_user" ADD CONSTRAINT "order_budget_user_budget_kind_fk" FOREIGN KEY ("budget_id","kind") REFERENCES "public"."order_budget"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_budget_company_kind_name_unique" ON "order_budget" USING btree ("company_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_budget_user_one_flow" ON "order_budget_user" USING btree ("customer_id") WHERE "order_budget_user"."kind" = 'flow';--> statement-breakpoint
CREATE INDEX "order_budget_user_customer_idx" ON "order_budget_user" USING btree ("customer_id");--> statement-breakpoint
-- Every flow and order reference moves to the one table of budgets, keeping its id: orders and carts
-- go on naming it (decision 0048).
INSERT INTO "order_budget" ("id", "kind", "company_id", "name", "active", "period", "start_date", "end_date", "mode", "budget_amount", "over_budget", "approve_from", "created_by", "created_at")
SELECT "id", 'flow', "company_id", "name", "active", "period", "start_date", "end_date", "mode", "budget_amount", "over_budget", "approve_from", "created_by", "created_at" FROM "order_flow"
UNION ALL
SELECT "id", 'reference', "company_id", "name", "active", "period", "start_date", "end_date", "mode", "budget_amount", "over_budget", "approve_from", "created_by", "created_at" FROM "order_reference";--> statement-breakpoint
INSERT INTO "order_budget_approver" ("budget_id", "customer_id")
SELECT "flow_id", "customer_id" FROM "order_flow_approver"
UNION ALL
SELECT "reference_id", "customer_id" FROM "order_reference_approver";--> statement-breakpoint
-- A reference's list did not keep when a user was put on it: they count as put on it now.
INSERT INTO "order_budget_user" ("budget_id", "kind", "customer_id", "assigned_at")
SELECT "flow_id", 'flow', "customer_id", "assigned_at" FROM "order_flow_user"
UNION ALL
SELECT "reference_id", 'reference', "customer_id", now() FROM "order_reference_user";--> statement-breakpoint
ALTER TABLE "cart" DROP CONSTRAINT "cart_order_reference_id_order_reference_id_fk";--> statement-breakpoint
ALTER TABLE "sales_order" DROP CONSTRAINT "sales_order_flow_id_order_flow_id_fk";--> statement-breakpoint
ALTER TABLE "sales_order" DROP CONSTRAINT "sales_order_order_reference_id_order_reference_id_fk";--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_order_reference_id_order_budget_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_budget"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_flow_id_order_budget_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_budget"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_order_reference_id_order_budget_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_budget"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP TABLE "order_flow_approver", "order_flow_user", "order_flow", "order_reference_approver", "order_reference_user", "order_reference";
