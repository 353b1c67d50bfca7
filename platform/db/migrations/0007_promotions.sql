-- Promotions, promo codes and bonuses (schema-promotions.ts), and the bonus share of a game round.
-- ledger_scales, throttle_counters, the login_failures drop and member_pins' in-flight columns were
-- written by hand in 0005 and 0006 (which have no snapshots); drizzle-kit's diff from the 0004
-- snapshot repeats them, so they are left out here. The 0007 snapshot is the whole schema again.
CREATE TABLE "bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"claim_no" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"deposit_request_id" integer,
	"promo_code" text,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"granted" bigint DEFAULT 0 NOT NULL,
	"required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"max_conversion" bigint,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"other_contribution" integer DEFAULT 100 NOT NULL,
	"expiry_days" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_deposit_request_key" UNIQUE("deposit_request_id"),
	CONSTRAINT "bonuses_progress_check" CHECK ("bonuses"."wagered" >= 0 and "bonuses"."wagered" <= "bonuses"."required" and "bonuses"."granted" >= 0),
	CONSTRAINT "bonuses_status_check" CHECK ("bonuses"."status" in ('pending', 'active', 'converted', 'forfeited', 'expired', 'left', 'cancelled')),
	CONSTRAINT "bonuses_claim_no_check" CHECK ("bonuses"."claim_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_cms_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_cms_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_pkey" PRIMARY KEY("code","promotion_id"),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cms_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cms_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"amount" bigint,
	"match_percent" integer,
	"match_cap" bigint,
	"min_deposit" bigint,
	"wagering_multiplier" integer NOT NULL,
	"wagering_base" text DEFAULT 'bonus' NOT NULL,
	"wagering_cap_multiple" integer DEFAULT 10 NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"other_contribution" integer DEFAULT 100 NOT NULL,
	"max_bet" bigint,
	"max_conversion" bigint,
	"expiry_days" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_claims_per_member" integer DEFAULT 1 NOT NULL,
	"max_claims_total" integer,
	"claims_total" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"only_members_registered_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_cms_id_currency_key" UNIQUE("cms_id","currency"),
	CONSTRAINT "promotions_amounts_check" CHECK (coalesce("promotions"."amount", 0) >= 0 and coalesce("promotions"."match_cap", 0) >= 0 and coalesce("promotions"."max_bet", 1) > 0),
	CONSTRAINT "promotions_claims_check" CHECK ("promotions"."claims_total" >= 0 and ("promotions"."max_claims_total" is null or "promotions"."claims_total" <= "promotions"."max_claims_total")),
	CONSTRAINT "promotions_state_check" CHECK ("promotions"."state" in ('draft', 'published', 'ended')),
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('deposit_match', 'fixed', 'welcome'))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bet_from_bonus" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_id" integer;
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_deposit_request_id_wallet_requests_id_fk" FOREIGN KEY ("deposit_request_id") REFERENCES "public"."wallet_requests"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_member_promotion_claim_key" ON "bonuses" USING btree ("member_id","promotion_id","claim_no") WHERE "bonuses"."status" <> 'cancelled';
--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_open_per_member" ON "bonuses" USING btree ("member_id") WHERE "bonuses"."status" in ('pending', 'active');
--> statement-breakpoint
CREATE INDEX "bonuses_expiry_idx" ON "bonuses" USING btree ("status","expires_at");
--> statement-breakpoint
CREATE INDEX "promotions_currency_state_idx" ON "promotions" USING btree ("currency","state");
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_check" CHECK ("game_rounds"."bet_from_bonus" >= 0 and "game_rounds"."bet_from_bonus" <= "game_rounds"."bet");
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): every change to a promotion except its claims
-- count moves its revision, which keys promotion/info's in-memory copy of its texts and terms.
CREATE FUNCTION "promotions_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'claims_total' - 'revision') IS DISTINCT FROM (to_jsonb(OLD) - 'claims_total' - 'revision') THEN
    NEW."revision" := OLD."revision" + 1;
  ELSE
    NEW."revision" := OLD."revision";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotions_revision" BEFORE UPDATE ON "promotions" FOR EACH ROW EXECUTE FUNCTION "promotions_next_revision"();
