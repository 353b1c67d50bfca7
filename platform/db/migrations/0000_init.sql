CREATE TABLE "category_settings" (
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"member_display" jsonb NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "category_settings_pkey" PRIMARY KEY("currency","type")
);
--> statement-breakpoint
CREATE TABLE "constants" (
	"group" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "constants_pkey" PRIMARY KEY("group","value")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"languages" jsonb NOT NULL,
	"mobileno_length" integer NOT NULL,
	"input_decimal" integer NOT NULL,
	"dial_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_scope_check" CHECK ("login_failures"."scope" in ('account', 'ip'))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"mobileno" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"tnc_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_settings" (
	"name" text NOT NULL,
	"parent_name" text DEFAULT '' NOT NULL,
	"web" jsonb NOT NULL,
	"mobile" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_settings_pkey" PRIMARY KEY("parent_name","name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_scope_key_idx" ON "login_failures" USING btree ("scope","key","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_key" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobileno_key" ON "members" USING btree ("mobileno");--> statement-breakpoint
CREATE INDEX "sessions_member_id_idx" ON "sessions" USING btree ("member_id");