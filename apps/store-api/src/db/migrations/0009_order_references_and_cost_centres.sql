CREATE TABLE "cost_center" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_center_contact" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cost_center_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_center_contract" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cost_center_id" uuid NOT NULL,
	"number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"valid_from" date,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "order_reference" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"mode" text NOT NULL,
	"budget_amount" numeric(14, 4),
	"approve_from" numeric(14, 4),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reference_approver" (
	"reference_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "order_reference_approver_reference_id_customer_id_pk" PRIMARY KEY("reference_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "order_reference_user" (
	"reference_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "order_reference_user_reference_id_customer_id_pk" PRIMARY KEY("reference_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "order_reference_id" uuid;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "cost_center_contact_id" uuid;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "cost_center_contract_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "order_reference_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "cost_center" jsonb;--> statement-breakpoint
ALTER TABLE "cost_center" ADD CONSTRAINT "cost_center_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_contact" ADD CONSTRAINT "cost_center_contact_cost_center_id_cost_center_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_center_contract" ADD CONSTRAINT "cost_center_contract_cost_center_id_cost_center_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference" ADD CONSTRAINT "order_reference_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference" ADD CONSTRAINT "order_reference_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_approver" ADD CONSTRAINT "order_reference_approver_reference_id_order_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."order_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_approver" ADD CONSTRAINT "order_reference_approver_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_user" ADD CONSTRAINT "order_reference_user_reference_id_order_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."order_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_user" ADD CONSTRAINT "order_reference_user_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_center_company_code_unique" ON "cost_center" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "cost_center_contact_identifier_unique" ON "cost_center_contact" USING btree ("cost_center_id",lower("identifier"));--> statement-breakpoint
CREATE UNIQUE INDEX "cost_center_contract_number_unique" ON "cost_center_contract" USING btree ("cost_center_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_reference_company_name_unique" ON "order_reference" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "order_reference_user_customer_idx" ON "order_reference_user" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_order_reference_id_order_reference_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_reference"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_cost_center_contact_id_cost_center_contact_id_fk" FOREIGN KEY ("cost_center_contact_id") REFERENCES "public"."cost_center_contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_cost_center_contract_id_cost_center_contract_id_fk" FOREIGN KEY ("cost_center_contract_id") REFERENCES "public"."cost_center_contract"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_order_reference_id_order_reference_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_reference"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_reference_idx" ON "sales_order" USING btree ("order_reference_id","ordered_at");