-- The ledger's scale per currency is ISO 4217 minor units from now on, no longer the country's
-- display setting input_decimal. Amounts stored at a smaller scale (IDR was kept at 0 decimals)
-- are multiplied up, so every balance, posting, round and request keeps its exact value.
CREATE TABLE "ledger_scales" (
	"currency" text PRIMARY KEY NOT NULL,
	"minor_units" integer NOT NULL,
	CONSTRAINT "ledger_scales_minor_units_check" CHECK ("ledger_scales"."minor_units" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE TABLE "ledger_rescale" (
	"currency" text PRIMARY KEY NOT NULL,
	"factor" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "ledger_rescale" ("currency", "factor")
SELECT c."currency", (10 ^ (iso."minor_units" - max(c."input_decimal")))::bigint
FROM "countries" c
JOIN (VALUES ('AUD', 2), ('BND', 2), ('CNY', 2), ('EUR', 2), ('GBP', 2), ('HKD', 2), ('IDR', 2), ('INR', 2), ('JPY', 0),
             ('KHR', 2), ('KRW', 0), ('MMK', 2), ('MYR', 2), ('PHP', 2), ('SGD', 2), ('THB', 2), ('USD', 2), ('VND', 0))
  AS iso("currency", "minor_units") ON iso."currency" = c."currency"
GROUP BY c."currency", iso."minor_units"
HAVING iso."minor_units" > max(c."input_decimal");
--> statement-breakpoint
UPDATE "postings" p SET "amount" = p."amount" * r."factor"
FROM "ledger_accounts" a, "ledger_rescale" r
WHERE a."id" = p."account_id" AND r."currency" = a."currency";
--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance" = a."balance" * r."factor" FROM "ledger_rescale" r WHERE r."currency" = a."currency";
--> statement-breakpoint
UPDATE "game_rounds" g SET "bet" = g."bet" * r."factor", "win" = g."win" * r."factor" FROM "ledger_rescale" r WHERE r."currency" = g."currency";
--> statement-breakpoint
UPDATE "wallet_requests" w SET "amount_minor" = w."amount_minor" * r."factor" FROM "ledger_rescale" r WHERE r."currency" = w."currency";
--> statement-breakpoint
UPDATE "rebate_claims" c SET "amount_minor" = c."amount_minor" * r."factor", "turnover_minor" = c."turnover_minor" * r."factor"
FROM "ledger_rescale" r WHERE r."currency" = c."currency";
--> statement-breakpoint
DROP TABLE "ledger_rescale";
