CREATE TABLE "member_bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_bank_accounts_member_number_key" UNIQUE("member_id","account_number")
);
--> statement-breakpoint
CREATE TABLE "member_pins" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_pins_failed_count_check" CHECK ("member_pins"."failed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "operator_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_banks_currency_number_key" UNIQUE("currency","account_number")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"since" timestamp with time zone,
	"turnover_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "rebate_claims_member_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "rebate_claims_amount_check" CHECK ("rebate_claims"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"gateway_id" text,
	"operator_bank_id" integer,
	"bank_account_id" integer,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"receipt_key" text,
	"reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"entry_id" bigint,
	"decision_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_requests_member_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "wallet_requests_kind_check" CHECK ("wallet_requests"."kind" in ('deposit', 'withdrawal')),
	CONSTRAINT "wallet_requests_method_check" CHECK ("wallet_requests"."method" in ('gateway', 'bank')),
	CONSTRAINT "wallet_requests_status_check" CHECK ("wallet_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "wallet_requests_amount_check" CHECK ("wallet_requests"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_pins" ADD CONSTRAINT "member_pins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_operator_bank_id_operator_banks_id_fk" FOREIGN KEY ("operator_bank_id") REFERENCES "public"."operator_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_decision_entry_id_journal_entries_id_fk" FOREIGN KEY ("decision_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","claimed_at");--> statement-breakpoint
CREATE INDEX "wallet_requests_member_idx" ON "wallet_requests" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "wallet_requests_pending_idx" ON "wallet_requests" USING btree ("created_at") WHERE "wallet_requests"."status" = 'pending';--> statement-breakpoint
-- Ledger and round tables belong to schema-ledger.ts; the histories and the rebate need these two
-- extra indexes on them, added here by hand (drizzle-kit never drops what its snapshots don't know).
-- transaction/list by entry kind (adjustment, transfer, promotion …): one member, one kind, a date range.
CREATE INDEX IF NOT EXISTS "journal_entries_member_kind_idx" ON "journal_entries" USING btree ("member_id","kind","created_at");--> statement-breakpoint
-- Rebate turnover: one member's settled rounds after the last claim.
CREATE INDEX IF NOT EXISTS "game_rounds_member_settled_idx" ON "game_rounds" USING btree ("member_id","settled_at") WHERE "game_rounds"."status" = 'settled';
