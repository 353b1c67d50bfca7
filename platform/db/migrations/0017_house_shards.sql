ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_identity_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_identity_key" UNIQUE NULLS NOT DISTINCT("kind","member_id","provider_id","currency","shard");--> statement-breakpoint
-- Refuses a one-statement ledger entry from inside it (postAtOnce): the whole statement rolls back.
CREATE OR REPLACE FUNCTION "ledger_refuse"("msg" text) RETURNS integer LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = "msg"; END $$;
