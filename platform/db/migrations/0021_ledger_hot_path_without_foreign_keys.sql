ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- The four keys above cost a cash bet six checks, each a query locking the referenced row FOR KEY
-- SHARE (the member's row twice, the new entry, the accounts): about a tenth of the wallet
-- callbacks' throughput. The child side is kept by construction (the statements that write these
-- rows take the ids from the entry they insert and the accounts they read) and checked by the
-- reliability suite; the parent side, which the keys also guarded, is kept by the triggers below.
-- Journal entries and ledger accounts are never deleted: the ledger is append-only.
CREATE OR REPLACE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = '23503', MESSAGE = format('%s rows are never deleted: the ledger is append-only', TG_TABLE_NAME);
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE DELETE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_append_only" BEFORE DELETE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
-- A member with entries or rounds keeps them (what the keys' ON DELETE NO ACTION did).
CREATE OR REPLACE FUNCTION "members_keep_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "journal_entries" WHERE "member_id" = OLD."id") OR EXISTS (SELECT 1 FROM "game_rounds" WHERE "member_id" = OLD."id") THEN
    RAISE EXCEPTION USING ERRCODE = '23503', MESSAGE = format('member %s has ledger entries or game rounds and cannot be deleted', OLD."id");
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_keep_ledger" BEFORE DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "members_keep_ledger"();
