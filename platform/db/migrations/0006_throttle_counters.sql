CREATE TABLE "throttle_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_counters_pkey" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_window_idx" ON "throttle_counters" USING btree ("window_started_at");
--> statement-breakpoint
DROP TABLE "login_failures";
--> statement-breakpoint
ALTER TABLE "member_pins" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_pins" ADD COLUMN "in_flight_at" timestamp with time zone;
