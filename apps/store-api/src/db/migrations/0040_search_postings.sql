CREATE TABLE "search_posting" (
	"locale" text NOT NULL,
	"lexeme" text NOT NULL,
	"chunk" integer NOT NULL,
	"rows" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_posting_key" ON "search_posting" USING btree ("locale","lexeme" text_pattern_ops,"chunk");--> statement-breakpoint
CREATE INDEX "product_search_text_row_idx" ON "product_search_text" USING btree ("locale","facet_row");--> statement-breakpoint
-- The postings of the documents indexed before them.
INSERT INTO "search_posting" ("locale", "lexeme", "chunk", "rows")
SELECT t.locale, d.lexeme, t.facet_row >> 15,
  string_agg(int2send((t.facet_row & 32767)::int2), ''::bytea ORDER BY t.facet_row)
FROM "product_search_text" t CROSS JOIN LATERAL unnest(t.document) d
GROUP BY t.locale, d.lexeme, t.facet_row >> 15;
