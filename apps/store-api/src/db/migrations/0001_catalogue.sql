CREATE TABLE "category" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"path" text DEFAULT '' NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'page' NOT NULL,
	"link_type" text,
	"external_link" text,
	"internal_link" uuid,
	"link_new_tab" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"media_id" uuid,
	"child_count" integer DEFAULT 0 NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translation" (
	"category_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "category_translation_category_id_language_id_pk" PRIMARY KEY("category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_time" (
	"id" uuid PRIMARY KEY NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_time_translation" (
	"delivery_time_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "delivery_time_translation_delivery_time_id_language_id_pk" PRIMARY KEY("delivery_time_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "manufacturer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link" text,
	"media_id" uuid
);
--> statement-breakpoint
CREATE TABLE "manufacturer_translation" (
	"manufacturer_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "manufacturer_translation_manufacturer_id_language_id_pk" PRIMARY KEY("manufacturer_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_extension" text NOT NULL,
	"width" integer,
	"height" integer,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "media_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "media_translation" (
	"media_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"alt" text,
	"title" text,
	CONSTRAINT "media_translation_media_id_language_id_pk" PRIMARY KEY("media_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"product_number" text NOT NULL,
	"ean" text,
	"manufacturer_number" text,
	"manufacturer_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"list_price" numeric(14, 4) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '21.00' NOT NULL,
	"min_purchase_hundredths" integer DEFAULT 100 NOT NULL,
	"max_purchase_hundredths" integer,
	"purchase_steps_hundredths" integer DEFAULT 100 NOT NULL,
	"stock_hundredths" integer DEFAULT 0 NOT NULL,
	"available_stock_hundredths" integer DEFAULT 0 NOT NULL,
	"is_closeout" boolean DEFAULT false NOT NULL,
	"delivery_time_id" uuid,
	"restock_time" integer,
	"unit_of_measure" text DEFAULT 'PCE' NOT NULL,
	"cover_id" uuid,
	"child_count" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric(3, 2),
	"sales" integer DEFAULT 0 NOT NULL,
	"release_date" date,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_productNumber_unique" UNIQUE("product_number")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "product_category_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_cross_selling" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cross_selling_product" (
	"cross_selling_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_cross_selling_product_cross_selling_id_product_id_pk" PRIMARY KEY("cross_selling_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_cross_selling_translation" (
	"cross_selling_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_cross_selling_translation_cross_selling_id_language_id_pk" PRIMARY KEY("cross_selling_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"product_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "product_option_product_id_option_id_pk" PRIMARY KEY("product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_property" (
	"product_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "product_property_product_id_option_id_pk" PRIMARY KEY("product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_translation" (
	"product_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"meta_title" text,
	"keywords" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_translation_product_id_language_id_pk" PRIMARY KEY("product_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "property_group" (
	"id" uuid PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"display_type" text DEFAULT 'text' NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"visible_in_search_results" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_group_option" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color_hex_code" text
);
--> statement-breakpoint
CREATE TABLE "property_group_option_translation" (
	"option_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_group_option_translation_option_id_language_id_pk" PRIMARY KEY("option_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "property_group_translation" (
	"property_group_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_group_translation_property_group_id_language_id_pk" PRIMARY KEY("property_group_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "seo_url" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"foreign_key" uuid NOT NULL,
	"route_name" text NOT NULL,
	"path_info" text NOT NULL,
	"seo_path_info" text NOT NULL,
	"is_canonical" boolean DEFAULT true NOT NULL,
	CONSTRAINT "seo_url_path_unique" UNIQUE("sales_channel_id","language_id","seo_path_info")
);
--> statement-breakpoint
CREATE TABLE "context_token" (
	"token" text PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"customer_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" uuid PRIMARY KEY NOT NULL,
	"iso_code" text NOT NULL,
	"symbol" text NOT NULL,
	"decimal_precision" integer NOT NULL,
	CONSTRAINT "currency_isoCode_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" uuid PRIMARY KEY NOT NULL,
	"locale_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "language_localeCode_unique" UNIQUE("locale_code")
);
--> statement-breakpoint
CREATE TABLE "sales_channel" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"access_key" text NOT NULL,
	"language_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"main_navigation_category_id" uuid,
	"service_navigation_category_id" uuid,
	"countries_navigation_category_id" uuid,
	"footer_navigation_category_id" uuid,
	CONSTRAINT "sales_channel_accessKey_unique" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "sales_channel_domain" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"url" text NOT NULL,
	"language_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"snippet_set_id" text NOT NULL,
	CONSTRAINT "sales_channel_domain_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"product_number" text NOT NULL,
	"numbers" text NOT NULL,
	"manufacturer_id" uuid,
	"list_price" numeric(14, 4) NOT NULL,
	"sales" integer NOT NULL,
	"option_ids" uuid[] NOT NULL,
	"category_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_text" (
	"locale" text NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sales" integer NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "product_search_text_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translation" ADD CONSTRAINT "category_translation_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translation" ADD CONSTRAINT "category_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_time_translation" ADD CONSTRAINT "delivery_time_translation_delivery_time_id_delivery_time_id_fk" FOREIGN KEY ("delivery_time_id") REFERENCES "public"."delivery_time"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_time_translation" ADD CONSTRAINT "delivery_time_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer" ADD CONSTRAINT "manufacturer_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD CONSTRAINT "manufacturer_translation_manufacturer_id_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_translation" ADD CONSTRAINT "manufacturer_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_translation" ADD CONSTRAINT "media_translation_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_translation" ADD CONSTRAINT "media_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_manufacturer_id_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_delivery_time_id_delivery_time_id_fk" FOREIGN KEY ("delivery_time_id") REFERENCES "public"."delivery_time"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_selling" ADD CONSTRAINT "product_cross_selling_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_selling_product" ADD CONSTRAINT "product_cross_selling_product_cross_selling_id_product_cross_selling_id_fk" FOREIGN KEY ("cross_selling_id") REFERENCES "public"."product_cross_selling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_selling_product" ADD CONSTRAINT "product_cross_selling_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_selling_translation" ADD CONSTRAINT "product_cross_selling_translation_cross_selling_id_product_cross_selling_id_fk" FOREIGN KEY ("cross_selling_id") REFERENCES "public"."product_cross_selling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_selling_translation" ADD CONSTRAINT "product_cross_selling_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_option_id_property_group_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."property_group_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_property" ADD CONSTRAINT "product_property_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_property" ADD CONSTRAINT "product_property_option_id_property_group_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."property_group_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translation" ADD CONSTRAINT "product_translation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translation" ADD CONSTRAINT "product_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_option" ADD CONSTRAINT "property_group_option_group_id_property_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_option_translation" ADD CONSTRAINT "property_group_option_translation_option_id_property_group_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."property_group_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_option_translation" ADD CONSTRAINT "property_group_option_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_translation" ADD CONSTRAINT "property_group_translation_property_group_id_property_group_id_fk" FOREIGN KEY ("property_group_id") REFERENCES "public"."property_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_group_translation" ADD CONSTRAINT "property_group_translation_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_url" ADD CONSTRAINT "seo_url_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "context_token" ADD CONSTRAINT "context_token_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "context_token" ADD CONSTRAINT "context_token_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel" ADD CONSTRAINT "sales_channel_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel" ADD CONSTRAINT "sales_channel_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_domain" ADD CONSTRAINT "sales_channel_domain_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_domain" ADD CONSTRAINT "sales_channel_domain_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_domain" ADD CONSTRAINT "sales_channel_domain_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "category_path_idx" ON "category" USING btree ("path");--> statement-breakpoint
CREATE INDEX "product_parent_idx" ON "product" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_ean_idx" ON "product" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "product_manufacturer_number_idx" ON "product" USING btree ("manufacturer_number");--> statement-breakpoint
CREATE INDEX "product_category_category_idx" ON "product_category" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_cross_selling_product_idx" ON "product_cross_selling" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "property_group_option_group_idx" ON "property_group_option" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "seo_url_foreign_key_idx" ON "seo_url" USING btree ("foreign_key","language_id");--> statement-breakpoint
CREATE INDEX "context_token_updated_at_idx" ON "context_token" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "product_search_numbers_idx" ON "product_search" USING gin ("numbers" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_number_tokens_idx" ON "product_search" USING gin (string_to_array("numbers", ' '));--> statement-breakpoint
CREATE INDEX "product_search_categories_idx" ON "product_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_search_product_number_idx" ON "product_search" USING btree ("product_number");--> statement-breakpoint
CREATE INDEX "product_search_text_nl_idx" ON "product_search_text" USING gin ("document") WHERE locale = 'nl';--> statement-breakpoint
CREATE INDEX "product_search_text_en_idx" ON "product_search_text" USING gin ("document") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "product_search_text_fr_idx" ON "product_search_text" USING gin ("document") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "product_search_text_de_idx" ON "product_search_text" USING gin ("document") WHERE locale = 'de';