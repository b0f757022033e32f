CREATE TABLE "shop_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A shop in maintenance keeps it: the switch moves from the sales channels to the shop's settings.
INSERT INTO "shop_setting" ("key", "document")
SELECT 'shop', jsonb_build_object('maintenance', jsonb_build_object('active', true,
  'messages', jsonb_build_object('nl', '', 'fr', '', 'en', '', 'de', ''), 'allowedAddresses', '[]'::jsonb))
WHERE EXISTS (SELECT 1 FROM "sales_channel" WHERE "maintenance");
--> statement-breakpoint
ALTER TABLE "sales_channel" DROP COLUMN "maintenance";