ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_identity_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_identity_key" UNIQUE NULLS NOT DISTINCT("kind","member_id","provider_id","currency","shard");