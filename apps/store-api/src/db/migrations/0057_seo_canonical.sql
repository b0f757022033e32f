ALTER TABLE "blog_post_translation" ADD COLUMN "canonical" text;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD COLUMN "canonical" text;--> statement-breakpoint
ALTER TABLE "content_page_translation" ADD COLUMN "canonical" text;