ALTER TABLE "games" ADD COLUMN "rtp" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "lines" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "ways" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rtp_check" CHECK ("games"."rtp" is null or "games"."rtp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_volatility_check" CHECK ("games"."volatility" is null or "games"."volatility" in ('low', 'medium', 'high'));--> statement-breakpoint
-- The demo's generated art is illustrated now (docs/catalogue-and-seo.md). New keys for the demo's
-- banner, pop-up and promotion images, so the publisher draws the new art (it draws only what is
-- missing) and no browser keeps the old image, served as immutable. Operators' uploads
-- (`{uuid}-{stem}`) and site paths do not match.
UPDATE "banners" SET "img" = regexp_replace("img", '^media/banners/plain-([a-z]+-[a-z]+)\.(webp|svg)$', 'media/banners/scene-\1.\2')
WHERE "img" ~ '^media/banners/plain-[a-z]+-[a-z]+\.(webp|svg)$';
--> statement-breakpoint
UPDATE "banners" SET "draft" = jsonb_set("draft", '{img}', to_jsonb(regexp_replace("draft"->>'img', '^media/banners/plain-([a-z]+-[a-z]+)\.(webp|svg)$', 'media/banners/scene-\1.\2')))
WHERE "draft"->>'img' ~ '^media/banners/plain-[a-z]+-[a-z]+\.(webp|svg)$';
--> statement-breakpoint
UPDATE "dashboard_popups" SET "img" = regexp_replace("img", '^media/popups/([a-z]+)\.(webp|svg)$', 'media/popups/scene-\1.\2')
WHERE "img" ~ '^media/popups/[a-z]+\.(webp|svg)$';
--> statement-breakpoint
UPDATE "promotions" SET "languages" = (
  SELECT jsonb_object_agg(l.key, CASE
    WHEN l.value->>'image' ~ '^media/promotions/[a-z]+-[a-z-]+\.(webp|svg)$' AND l.value->>'image' !~ '^media/promotions/scene-'
    THEN jsonb_set(l.value, '{image}', to_jsonb(regexp_replace(l.value->>'image', '^media/promotions/([a-z]+-[a-z-]+)\.(webp|svg)$', 'media/promotions/scene-\1.\2')))
    ELSE l.value END)
  FROM jsonb_each("promotions"."languages") AS l
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_each("promotions"."languages") AS l
  WHERE l.value->>'image' ~ '^media/promotions/[a-z]+-[a-z-]+\.(webp|svg)$' AND l.value->>'image' !~ '^media/promotions/scene-'
);
