CREATE TABLE "upload_credentials" (
	"access_key_id" text PRIMARY KEY NOT NULL,
	"signing_keys" jsonb NOT NULL,
	"session_token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"region" text NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_credentials" ADD CONSTRAINT "upload_credentials_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_credentials_member_idx" ON "upload_credentials" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "upload_credentials_expires_idx" ON "upload_credentials" USING btree ("expires_at");