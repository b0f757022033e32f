CREATE TABLE "cms_page" (
	"key" text NOT NULL,
	"language_id" uuid NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_key_language_id_pk" PRIMARY KEY("key","language_id")
);
--> statement-breakpoint
ALTER TABLE "cms_page" ADD CONSTRAINT "cms_page_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;