CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"currency" text,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"img" text NOT NULL,
	"link" text NOT NULL,
	"priority" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"content_hash" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_state_single_row" CHECK ("catalog_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"country_code" text PRIMARY KEY NOT NULL,
	"setting" jsonb NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_popups" (
	"id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"hide_period" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"type" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"new" boolean DEFAULT false NOT NULL,
	"mobile" boolean DEFAULT true NOT NULL,
	"web" boolean DEFAULT true NOT NULL,
	"method" integer,
	"priority" integer DEFAULT 999 NOT NULL,
	"redirect" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_method_check" CHECK ("games"."method" is null or "games"."method" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "maintenance" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"until" timestamp with time zone,
	CONSTRAINT "maintenance_pkey" PRIMARY KEY("kind","id"),
	CONSTRAINT "maintenance_kind_check" CHECK ("maintenance"."kind" in ('game', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"member_display" jsonb NOT NULL,
	"method" integer DEFAULT 0 NOT NULL,
	"transfer" boolean DEFAULT false NOT NULL,
	"currencies" jsonb NOT NULL,
	"priority" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "providers_method_check" CHECK ("providers"."method" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "seo_footer" (
	"category" text NOT NULL,
	"lang" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "seo_footer_pkey" PRIMARY KEY("category","lang")
);
--> statement-breakpoint
CREATE TABLE "seo_meta" (
	"language" text NOT NULL,
	"route_key" text NOT NULL,
	"display" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "seo_meta_pkey" PRIMARY KEY("language","route_key")
);
--> statement-breakpoint
CREATE TABLE "seo_script" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "seo_script_single_row" CHECK ("seo_script"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_providers_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_provider_id_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_type_priority_idx" ON "games" USING btree ("type","priority");