CREATE TABLE "order_flow" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"mode" text NOT NULL,
	"budget_amount" numeric(14, 4) NOT NULL,
	"approve_from" numeric(14, 4),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_flow_approver" (
	"flow_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "order_flow_approver_flow_id_customer_id_pk" PRIMARY KEY("flow_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "order_flow_user" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"flow_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "flow_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_flow" ADD CONSTRAINT "order_flow_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow" ADD CONSTRAINT "order_flow_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_approver" ADD CONSTRAINT "order_flow_approver_flow_id_order_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_approver" ADD CONSTRAINT "order_flow_approver_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_user" ADD CONSTRAINT "order_flow_user_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_user" ADD CONSTRAINT "order_flow_user_flow_id_order_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_flow_company_name_unique" ON "order_flow" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "order_flow_user_flow_idx" ON "order_flow_user" USING btree ("flow_id");--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_flow_id_order_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flow"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_decided_by_customer_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_flow_idx" ON "sales_order" USING btree ("flow_id","customer_id","ordered_at");