-- ledger_batch runs each item through a prepared statement of its connection instead of a literal
-- text: an item is its shape's name, the shape's text (with $1, $2, … for its values) and its values
-- as a list of literals. The first item of a shape on a connection prepares it (PREPARE is not undone
-- by a rollback, so it stays for the connection's life); later items only EXECUTE it, so PostgreSQL
-- parses and plans each shape once per connection (its plan cache: a generic plan after five custom
-- ones) instead of every item. The rest is as before: the lane's advisory lock first, each item in a
-- block with an exception handler (a subtransaction) that answers its own error.
DROP FUNCTION IF EXISTS "ledger_batch"(text[], integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_batch"("names" text[], "texts" text[], "args" text[], "lane" integer)
RETURNS TABLE ("item" integer, "result" jsonb, "err_code" text, "err_constraint" text, "err_message" text)
LANGUAGE plpgsql AS $$
DECLARE
  k integer;
  prepared text[];
BEGIN
  PERFORM pg_advisory_xact_lock(4000100, lane);
  SELECT coalesce(array_agg(name), '{}') INTO prepared FROM pg_prepared_statements WHERE name LIKE 'lb\_%';
  FOR k IN 1 .. coalesce(array_length(names, 1), 0) LOOP
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
