CREATE TABLE "mail_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_throttle_window_idx" ON "mail_throttle" USING btree ("window_start");