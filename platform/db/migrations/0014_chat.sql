CREATE TABLE "chat_agents" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" integer NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"attachment_key" text,
	"type" text DEFAULT 'message' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender_type" in ('member', 'agent')),
	CONSTRAINT "chat_messages_type_check" CHECK ("chat_messages"."type" in ('message', 'close'))
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"last_message_at" timestamp with time zone NOT NULL,
	"waiting_since" timestamp with time zone,
	"member_seen_id" integer DEFAULT 0 NOT NULL,
	"agent_seen_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_rooms_status_check" CHECK ("chat_rooms"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"topic" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "chat_topics_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "chat_agents" ADD CONSTRAINT "chat_agents_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chat_rooms_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_topic_id_chat_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."chat_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_agent_id_staff_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_one_open_key" ON "chat_rooms" USING btree ("member_id") WHERE "chat_rooms"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_rooms_status_idx" ON "chat_rooms" USING btree ("status","last_message_at");