-- The demo's generated banner art no longer draws the banner's title (one image serves every
-- language; the site prints the title in the page's language over it). New keys, so the publisher
-- draws the wordless art (it draws only what is missing) and no browser keeps the old image, which
-- is served as immutable. Operators' uploads (`{uuid}-{stem}`) and site paths do not match.
UPDATE "banners" SET "img" = regexp_replace("img", '^media/banners/([a-z]+-[a-z]+)\.(webp|svg)$', 'media/banners/plain-\1.\2')
WHERE "img" ~ '^media/banners/[a-z]+-[a-z]+\.(webp|svg)$';
--> statement-breakpoint
UPDATE "banners" SET "draft" = jsonb_set("draft", '{img}', to_jsonb(regexp_replace("draft"->>'img', '^media/banners/([a-z]+-[a-z]+)\.(webp|svg)$', 'media/banners/plain-\1.\2')))
WHERE "draft"->>'img' ~ '^media/banners/[a-z]+-[a-z]+\.(webp|svg)$';
