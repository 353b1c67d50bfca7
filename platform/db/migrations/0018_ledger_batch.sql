-- Runs one-statement ledger entries (postAtOnce) as one transaction: each statement in its own
-- block with an exception handler (a subtransaction), so a failed item is undone alone and its
-- error (SQLSTATE, constraint, message) is answered in its row; the others commit together.
-- "lane" (member_id % 4) first takes a transaction-level advisory lock: batches of one lane run one
-- after another in every process (two batches could otherwise take two items' rows in opposite
-- orders and deadlock); lanes touch disjoint members and house shards.
CREATE OR REPLACE FUNCTION "ledger_batch"("statements" text[], "lane" integer)
RETURNS TABLE ("item" integer, "result" jsonb, "err_code" text, "err_constraint" text, "err_message" text)
LANGUAGE plpgsql AS $$
DECLARE
  k integer;
BEGIN
  PERFORM pg_advisory_xact_lock(4000100, lane);
  FOR k IN 1 .. coalesce(array_length(statements, 1), 0) LOOP
    item := k;
    result := NULL;
    err_code := NULL;
    err_constraint := NULL;
    err_message := NULL;
    BEGIN
      EXECUTE statements[k] INTO result;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS err_code = RETURNED_SQLSTATE, err_constraint = CONSTRAINT_NAME, err_message = MESSAGE_TEXT;
    END;
    RETURN NEXT;
  END LOOP;
END $$;
