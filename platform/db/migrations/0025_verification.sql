CREATE TABLE "member_verification" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_thresholds" (
	"currency" text PRIMARY KEY NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_verification" ADD CONSTRAINT "member_verification_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_object_key_key" ON "verification_documents" USING btree ("object_key");--> statement-breakpoint
CREATE INDEX "verification_documents_member_idx" ON "verification_documents" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_documents_status_idx" ON "verification_documents" USING btree ("status","created_at");