CREATE TABLE "gateway_confirmations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"request_id" integer,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_payments" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"gateway_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_payments_reference_key" UNIQUE("gateway_id","reference"),
	CONSTRAINT "gateway_payments_direction_check" CHECK ("gateway_payments"."direction" in ('deposit', 'payout')),
	CONSTRAINT "gateway_payments_status_check" CHECK ("gateway_payments"."status" in ('pending', 'credited', 'failed', 'expired', 'disputed', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_request_id_wallet_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."wallet_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_confirmations_reference_idx" ON "gateway_confirmations" USING btree ("gateway_id","reference");--> statement-breakpoint
CREATE INDEX "gateway_payments_pending_idx" ON "gateway_payments" USING btree ("expires_at") WHERE "gateway_payments"."status" = 'pending' and "gateway_payments"."direction" = 'deposit';