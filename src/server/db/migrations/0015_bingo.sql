CREATE TABLE "bingo_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bingo_cards_size_check" CHECK ("bingo_cards"."size" in (3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "bingo_completions" (
	"card_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bingo_completions_pk" PRIMARY KEY("card_id","account_id","kind"),
	CONSTRAINT "bingo_completions_kind_check" CHECK ("bingo_completions"."kind" in ('line', 'card'))
);
--> statement-breakpoint
CREATE TABLE "bingo_fills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"tile_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"clock_flagged" boolean NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bingo_tiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"rule" text NOT NULL,
	"tag" text,
	CONSTRAINT "bingo_tiles_rule_check" CHECK ("bingo_tiles"."rule" in ('speaker', 'mentoring', 'interest', 'other-organization', 'anyone')),
	CONSTRAINT "bingo_tiles_tag_check" CHECK (("bingo_tiles"."rule" = 'interest') = ("bingo_tiles"."tag" is not null))
);
--> statement-breakpoint
ALTER TABLE "bingo_cards" ADD CONSTRAINT "bingo_cards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_completions" ADD CONSTRAINT "bingo_completions_card_id_bingo_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bingo_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_completions" ADD CONSTRAINT "bingo_completions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_fills" ADD CONSTRAINT "bingo_fills_card_id_bingo_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bingo_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_fills" ADD CONSTRAINT "bingo_fills_tile_id_bingo_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."bingo_tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_fills" ADD CONSTRAINT "bingo_fills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_fills" ADD CONSTRAINT "bingo_fills_person_id_accounts_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_tiles" ADD CONSTRAINT "bingo_tiles_card_id_bingo_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bingo_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_cards_event_idx" ON "bingo_cards" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bingo_completions_card_idx" ON "bingo_completions" USING btree ("card_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_fills_tile_idx" ON "bingo_fills" USING btree ("account_id","tile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_fills_person_idx" ON "bingo_fills" USING btree ("card_id","account_id","person_id");--> statement-breakpoint
CREATE INDEX "bingo_fills_card_idx" ON "bingo_fills" USING btree ("card_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "bingo_tiles_card_idx" ON "bingo_tiles" USING btree ("card_id","position");