CREATE TABLE "staff_member" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"totp_secret" text,
	"totp_confirmed_at" timestamp with time zone,
	"totp_last_step" bigint,
	"two_factor_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_member_role" (
	"staff_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "staff_member_role_staff_id_role_id_pk" PRIMARY KEY("staff_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_code" (
	"staff_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_recovery_code_staff_id_code_hash_pk" PRIMARY KEY("staff_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_role" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"preset" text,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"access_token_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"client_address" text NOT NULL,
	"two_factor_pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_member_role" ADD CONSTRAINT "staff_member_role_staff_id_staff_member_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_role" ADD CONSTRAINT "staff_member_role_role_id_staff_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_code" ADD CONSTRAINT "staff_recovery_code_staff_id_staff_member_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_staff_id_staff_member_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_member_username_unique" ON "staff_member" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_member_email_unique" ON "staff_member" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_member_role_role_idx" ON "staff_member_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_role_name_unique" ON "staff_role" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_role_preset_unique" ON "staff_role" USING btree ("preset");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_session_access_unique" ON "staff_session" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_session_refresh_unique" ON "staff_session" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "staff_session_staff_idx" ON "staff_session" USING btree ("staff_id");