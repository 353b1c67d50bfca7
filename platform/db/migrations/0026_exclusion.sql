CREATE TABLE "member_breaks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "member_breaks_kind_check" CHECK ("member_breaks"."kind" in ('cool_off', 'self_exclusion')),
	CONSTRAINT "member_breaks_end_check" CHECK (("member_breaks"."ends_at" is null and "member_breaks"."kind" = 'self_exclusion') or "member_breaks"."ends_at" > "member_breaks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "member_play_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer NOT NULL,
	"session_limit_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_play_settings_reality_check" CHECK ("member_play_settings"."reality_check_minutes" between 0 and 120),
	CONSTRAINT "member_play_settings_session_limit" CHECK ("member_play_settings"."session_limit_minutes" is null or "member_play_settings"."session_limit_minutes" between 1 and 720)
);
--> statement-breakpoint
ALTER TABLE "member_breaks" ADD CONSTRAINT "member_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_play_settings" ADD CONSTRAINT "member_play_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_breaks_member_idx" ON "member_breaks" USING btree ("member_id","ends_at");