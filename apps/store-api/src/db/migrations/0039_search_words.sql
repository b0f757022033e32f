CREATE TABLE "search_lexeme" (
	"locale" text NOT NULL,
	"lexeme" text NOT NULL,
	"noun" boolean NOT NULL,
	CONSTRAINT "search_lexeme_locale_lexeme_pk" PRIMARY KEY("locale","lexeme")
);
--> statement-breakpoint
CREATE TABLE "search_synonym" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"terms" text[] NOT NULL,
	"one_way" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	"folded" text NOT NULL,
	"lemma" text NOT NULL,
	"head" text,
	"inner_heads" text[] NOT NULL,
	"modifiers" text[] NOT NULL,
	"nested" text[] NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_word_locale_word_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
CREATE INDEX "search_synonym_locale_idx" ON "search_synonym" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "search_word_folded_idx" ON "search_word" USING btree ("locale","folded");--> statement-breakpoint
CREATE INDEX "search_word_trigram_idx" ON "search_word" USING gin ("folded" gin_trgm_ops);