CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "content_drafts_kind_key_pk" PRIMARY KEY("kind","key")
);
