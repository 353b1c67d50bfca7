CREATE TABLE "member_limit_usage" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_limit_usage_pkey" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_since" timestamp with time zone,
	"cooling_ends_at" timestamp with time zone,
	"warned_for" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_limits_pkey" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "member_limits_kind_check" CHECK ("member_limits"."kind" in ('deposit', 'loss', 'wager')),
	CONSTRAINT "member_limits_period_check" CHECK ("member_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "member_limits_amount_check" CHECK ("member_limits"."amount" > 0 and ("member_limits"."pending_amount" is null or "member_limits"."pending_amount" > "member_limits"."amount")),
	CONSTRAINT "member_limits_pending_check" CHECK (("member_limits"."pending_since" is null) = ("member_limits"."cooling_ends_at" is null))
);
--> statement-breakpoint
ALTER TABLE "member_limit_usage" ADD CONSTRAINT "member_limit_usage_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;