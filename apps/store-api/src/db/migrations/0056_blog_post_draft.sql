CREATE TABLE "blog_post_draft" (
	"blog_post_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"scheduled_by" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_post_draft" ADD CONSTRAINT "blog_post_draft_blog_post_id_blog_post_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_draft_publish_at_idx" ON "blog_post_draft" USING btree ("publish_at");