CREATE TABLE "member_status" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"last_login_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"lock_reason" text DEFAULT '' NOT NULL,
	"locked_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_status" ADD CONSTRAINT "member_status_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_status_locked_idx" ON "member_status" USING btree ("locked_at");