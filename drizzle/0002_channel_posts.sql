CREATE TABLE "channel_posts" (
	"game_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_posts_game_id_channel_id_kind_pk" PRIMARY KEY("game_id","channel_id","kind")
);
--> statement-breakpoint
ALTER TABLE "channel_posts" ADD CONSTRAINT "channel_posts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;