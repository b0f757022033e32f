CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"database_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE UNLOGGED TABLE "shared_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"etag" text NOT NULL,
	"body" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
