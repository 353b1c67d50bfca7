CREATE TABLE "daily_task_claims" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"task_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_task_claims_pkey" PRIMARY KEY("member_id","day","task_id")
);
--> statement-breakpoint
CREATE TABLE "daily_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"category" text,
	"reward" bigint NOT NULL,
	"languages" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "daily_tasks_values_check" CHECK ("daily_tasks"."target" > 0 and "daily_tasks"."reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"currency" text PRIMARY KEY NOT NULL,
	"vip_period_days" integer,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"commission_basis" text DEFAULT 'turnover' NOT NULL,
	"commission_minimum" bigint DEFAULT 0 NOT NULL,
	"all_tasks_bonus" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_commission_check" CHECK ("loyalty_settings"."commission_bp" between 0 and 10000),
	CONSTRAINT "loyalty_settings_period_check" CHECK ("loyalty_settings"."vip_period_days" is null or "loyalty_settings"."vip_period_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "loyalty_turnover" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_turnover_pkey" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "loyalty_visits" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "loyalty_visits_pkey" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_fingerprints" (
	"member_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_fingerprints_pkey" PRIMARY KEY("member_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "referral_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"basis_total" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_claims_member_key" UNIQUE("member_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "referral_codes_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_id" integer NOT NULL,
	"member_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_rewards_pkey" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"level" integer NOT NULL,
	"threshold" bigint NOT NULL,
	"languages" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"rebate_bp" integer NOT NULL,
	"withdrawals_per_day" integer NOT NULL,
	"withdrawal_max_per_day" bigint NOT NULL,
	"reward_kind" text DEFAULT 'cash' NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"reward_wagering" integer DEFAULT 0 NOT NULL,
	"reward_promotion_id" integer,
	CONSTRAINT "vip_tiers_currency_level_key" UNIQUE("currency","level"),
	CONSTRAINT "vip_tiers_values_check" CHECK ("vip_tiers"."level" >= 0 and "vip_tiers"."threshold" >= 0 and "vip_tiers"."reward_amount" >= 0 and "vip_tiers"."rebate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "reserved_for" text;--> statement-breakpoint
ALTER TABLE "daily_task_claims" ADD CONSTRAINT "daily_task_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_task_claims" ADD CONSTRAINT "daily_task_claims_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_turnover" ADD CONSTRAINT "loyalty_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_visits" ADD CONSTRAINT "loyalty_visits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fingerprints" ADD CONSTRAINT "member_fingerprints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_members_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_tiers" ADD CONSTRAINT "vip_tiers_reward_promotion_id_promotions_id_fk" FOREIGN KEY ("reward_promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_tasks_currency_idx" ON "daily_tasks" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "member_fingerprints_fp_idx" ON "member_fingerprints" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "referral_claims_member_idx" ON "referral_claims" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "referral_flags_created_idx" ON "referral_flags" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");