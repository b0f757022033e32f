CREATE TABLE "integration_import" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text,
	"kind" text NOT NULL,
	"file_name" text,
	"received" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"refused_rows" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_webhook" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_webhook_single_row" CHECK ("integration_webhook"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "integration_client" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_import" ADD CONSTRAINT "integration_import_client_id_integration_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_client"("id") ON DELETE set null ON UPDATE no action;