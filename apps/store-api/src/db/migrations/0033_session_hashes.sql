ALTER TABLE "cart" RENAME COLUMN "context_token" TO "context_token_hash";--> statement-breakpoint
ALTER TABLE "context_token" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
ALTER TABLE "punchout_session" RENAME COLUMN "context_token" TO "context_token_hash";--> statement-breakpoint
ALTER TABLE "cart" DROP CONSTRAINT "cart_contextToken_unique";--> statement-breakpoint
DROP INDEX "context_token_updated_at_idx";--> statement-breakpoint
ALTER TABLE "context_token" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Tokens are kept as their SHA-256 from now on: hashed in place, so that running sessions go on.
UPDATE "context_token" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "cart" SET "context_token_hash" = encode(sha256(convert_to("context_token_hash", 'UTF8')), 'hex') WHERE "context_token_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "cart" SET "read_only_for" = encode(sha256(convert_to("read_only_for", 'UTF8')), 'hex') WHERE "read_only_for" IS NOT NULL;--> statement-breakpoint
UPDATE "punchout_session" SET "context_token_hash" = encode(sha256(convert_to("context_token_hash", 'UTF8')), 'hex');--> statement-breakpoint
CREATE INDEX "context_token_created_at_idx" ON "context_token" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "context_token_last_used_at_idx" ON "context_token" USING btree ("last_used_at");--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_contextTokenHash_unique" UNIQUE("context_token_hash");