CREATE TABLE "content_page_draft" (
	"content_page_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"scheduled_by" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_page_draft" ADD CONSTRAINT "content_page_draft_content_page_id_content_page_id_fk" FOREIGN KEY ("content_page_id") REFERENCES "public"."content_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_page_draft_publish_at_idx" ON "content_page_draft" USING btree ("publish_at");