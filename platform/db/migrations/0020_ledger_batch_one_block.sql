-- ledger_batch first runs all of a batch's items in ONE block (one subtransaction) and falls back to
-- a block per item only when one of them fails. A block per item had given every item its own
-- subtransaction: its own subxid, resource owner and commit bookkeeping, and, because a foreign key's
-- check (postings → ledger_accounts, journal_entries → members …) locks the referenced row FOR KEY
-- SHARE, a MultiXact each time a later item of the batch updated a row an earlier item had locked (a
-- house shard, the member) — all work PostgreSQL did per item although nearly every item succeeds.
-- When an item fails (an overdraft, a taken key, a refusal, a deadlock) the one block is undone whole
-- and the batch runs again as before, each item in its own block answering its own error, so every
-- item's outcome is the same as with per-item blocks; only a batch with a failing item pays twice.
-- PREPARE is not undone by a rollback, so a shape prepared in the undone block stays prepared.
CREATE OR REPLACE FUNCTION "ledger_batch"("names" text[], "texts" text[], "args" text[], "lane" integer)
RETURNS TABLE ("item" integer, "result" jsonb, "err_code" text, "err_constraint" text, "err_message" text)
LANGUAGE plpgsql AS $$
DECLARE
  k integer;
  n integer := coalesce(array_length(names, 1), 0);
  prepared text[];
  results jsonb[] := '{}';
  one jsonb;
  together boolean := false;
BEGIN
  PERFORM pg_advisory_xact_lock(4000100, lane);
  SELECT coalesce(array_agg(name), '{}') INTO prepared FROM pg_prepared_statements WHERE name LIKE 'lb\_%';
  BEGIN
    FOR k IN 1 .. n LOOP
      IF NOT (names[k] = ANY (prepared)) THEN
        EXECUTE format('PREPARE %I AS %s', names[k], texts[k]);
        prepared := prepared || names[k];
      END IF;
      IF args[k] = '' THEN
        EXECUTE format('EXECUTE %I', names[k]) INTO one;
      ELSE
        EXECUTE format('EXECUTE %I(%s)', names[k], args[k]) INTO one;
      END IF;
      results := array_append(results, one);
    END LOOP;
    together := true;
  EXCEPTION WHEN OTHERS THEN
    together := false;
  END;
  IF together THEN
    FOR k IN 1 .. n LOOP
      item := k;
      result := results[k];
      err_code := NULL;
      err_constraint := NULL;
      err_message := NULL;
      RETURN NEXT;
    END LOOP;
    RETURN;
  END IF;
  FOR k IN 1 .. n LOOP
    item := k;
    result := NULL;
    err_code := NULL;
    err_constraint := NULL;
    err_message := NULL;
    BEGIN
      IF NOT (names[k] = ANY (prepared)) THEN
        EXECUTE format('PREPARE %I AS %s', names[k], texts[k]);
        prepared := prepared || names[k];
      END IF;
      IF args[k] = '' THEN
        EXECUTE format('EXECUTE %I', names[k]) INTO result;
      ELSE
        EXECUTE format('EXECUTE %I(%s)', names[k], args[k]) INTO result;
      END IF;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS err_code = RETURNED_SQLSTATE, err_constraint = CONSTRAINT_NAME, err_message = MESSAGE_TEXT;
    END;
    RETURN NEXT;
  END LOOP;
END $$;
