CREATE TABLE "manufacturer_former_slug" (
	"language_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	CONSTRAINT "manufacturer_former_slug_language_id_slug_pk" PRIMARY KEY("language_id","slug")
);
--> statement-breakpoint
ALTER TABLE "manufacturer" ADD COLUMN "logo_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD COLUMN "texts_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_file" ADD COLUMN "texts_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturer_former_slug" ADD CONSTRAINT "manufacturer_former_slug_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_former_slug" ADD CONSTRAINT "manufacturer_former_slug_manufacturer_id_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD CONSTRAINT "manufacturer_translation_slug_unique" UNIQUE("language_id","slug");