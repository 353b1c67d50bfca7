-- Referral commission is paid in cash, so it counts only stakes of cash: the turnover rows keep
-- their cash part beside the whole. Rows written before this keep counting their whole turnover
-- (the basis the claims already made were measured on, so no referrer's window goes backwards).
ALTER TABLE "loyalty_turnover" ADD COLUMN "cash_turnover" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "loyalty_turnover" SET "cash_turnover" = "turnover";
