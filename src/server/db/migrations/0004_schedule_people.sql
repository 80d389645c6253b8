CREATE TABLE "agenda_feeds" (
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_feeds_pk" PRIMARY KEY("account_id","event_id"),
	CONSTRAINT "agenda_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "agenda_items" (
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"program_item_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agenda_items_pk" PRIMARY KEY("account_id","event_id","program_item_id")
);
--> statement-breakpoint
CREATE TABLE "connection_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"accepted" boolean,
	CONSTRAINT "connection_requests_pair_unique" UNIQUE("requester_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "match_dismissals" (
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"dismissed_account_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_dismissals_pk" PRIMARY KEY("account_id","event_id","dismissed_account_id")
);
--> statement-breakpoint
CREATE TABLE "program_item_removals" (
	"program_item_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_member_removals" ADD COLUMN "attendee_id" uuid;--> statement-breakpoint
ALTER TABLE "agenda_feeds" ADD CONSTRAINT "agenda_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_feeds" ADD CONSTRAINT "agenda_feeds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_program_item_id_program_items_id_fk" FOREIGN KEY ("program_item_id") REFERENCES "public"."program_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_requester_id_accounts_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_target_id_accounts_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_dismissed_account_id_accounts_id_fk" FOREIGN KEY ("dismissed_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_item_removals" ADD CONSTRAINT "program_item_removals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_items_program_item_idx" ON "agenda_items" USING btree ("program_item_id");--> statement-breakpoint
CREATE INDEX "connection_requests_target_idx" ON "connection_requests" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "program_item_removals_event_idx" ON "program_item_removals" USING btree ("event_id","removed_at");