CREATE TABLE "question_votes" (
	"question_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_votes_pk" PRIMARY KEY("question_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"program_item_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"text" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"answered_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"asked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_status_check" CHECK ("questions"."status" in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "session_qa_settings" (
	"program_item_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"pre_approval" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_program_item_id_program_items_id_fk" FOREIGN KEY ("program_item_id") REFERENCES "public"."program_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_qa_settings" ADD CONSTRAINT "session_qa_settings_program_item_id_program_items_id_fk" FOREIGN KEY ("program_item_id") REFERENCES "public"."program_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_qa_settings" ADD CONSTRAINT "session_qa_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_votes_account_idx" ON "question_votes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "questions_program_item_idx" ON "questions" USING btree ("program_item_id","updated_at");--> statement-breakpoint
CREATE INDEX "questions_event_idx" ON "questions" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_account_idx" ON "questions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_one_pinned_idx" ON "questions" USING btree ("program_item_id") WHERE "questions"."pinned";