ALTER TABLE "countries" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE "countries" SET "time_zone" = CASE "code" WHEN 'MY' THEN 'Asia/Kuala_Lumpur' WHEN 'SG' THEN 'Asia/Singapore' WHEN 'TH' THEN 'Asia/Bangkok' WHEN 'VN' THEN 'Asia/Ho_Chi_Minh' WHEN 'ID' THEN 'Asia/Jakarta' ELSE "time_zone" END;
