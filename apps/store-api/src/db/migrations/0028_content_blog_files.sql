CREATE TABLE "blog_category" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_category_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "blog_category_translation" (
	"blog_category_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_category_translation_blog_category_id_language_id_pk" PRIMARY KEY("blog_category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"author" text,
	"media_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "blog_post_category" (
	"blog_post_id" uuid NOT NULL,
	"blog_category_id" uuid NOT NULL,
	CONSTRAINT "blog_post_category_blog_post_id_blog_category_id_pk" PRIMARY KEY("blog_post_id","blog_category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translation" (
	"blog_post_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"title" text NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "blog_post_translation_blog_post_id_language_id_pk" PRIMARY KEY("blog_post_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "content_page" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_page_translation" (
	"content_page_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "content_page_translation_content_page_id_language_id_pk" PRIMARY KEY("content_page_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "content_path" (
	"kind" text NOT NULL,
	"foreign_key" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"path" text NOT NULL,
	"is_canonical" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_path_unique" UNIQUE("language_id","path")
);
--> statement-breakpoint
CREATE TABLE "catalog_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"language_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_id" uuid NOT NULL,
	"brand_key" text,
	"product_numbers" text[] DEFAULT '{}' NOT NULL,
	"file_size" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_file_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "company_address" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "company_address" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "company_address" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "company_address" ADD COLUMN "delivery_instructions" text;--> statement-breakpoint
ALTER TABLE "manufacturer" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "blog_category_translation" ADD CONSTRAINT "blog_category_translation_blog_category_id_blog_category_id_fk" FOREIGN KEY ("blog_category_id") REFERENCES "public"."blog_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_translation" ADD CONSTRAINT "blog_category_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_category" ADD CONSTRAINT "blog_post_category_blog_post_id_blog_post_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_category" ADD CONSTRAINT "blog_post_category_blog_category_id_blog_category_id_fk" FOREIGN KEY ("blog_category_id") REFERENCES "public"."blog_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translation" ADD CONSTRAINT "blog_post_translation_blog_post_id_blog_post_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translation" ADD CONSTRAINT "blog_post_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translation" ADD CONSTRAINT "content_page_translation_content_page_id_content_page_id_fk" FOREIGN KEY ("content_page_id") REFERENCES "public"."content_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translation" ADD CONSTRAINT "content_page_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_path" ADD CONSTRAINT "content_path_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_file" ADD CONSTRAINT "catalog_file_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_file" ADD CONSTRAINT "catalog_file_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_published_idx" ON "blog_post" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_post_category_category_idx" ON "blog_post_category" USING btree ("blog_category_id");--> statement-breakpoint
CREATE INDEX "content_path_foreign_key_idx" ON "content_path" USING btree ("foreign_key","language_id");--> statement-breakpoint
CREATE INDEX "catalog_file_language_idx" ON "catalog_file" USING btree ("language_id","kind");--> statement-breakpoint
ALTER TABLE "manufacturer" ADD CONSTRAINT "manufacturer_slug_unique" UNIQUE("slug");