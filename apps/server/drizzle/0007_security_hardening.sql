ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
-- Dictionary words with punctuation (e.g. "ex.com/plumber:x") came from provider text before the dictionary refused them.
DELETE FROM "search_words" WHERE "word" ~ '[[:punct:][:space:]]';
