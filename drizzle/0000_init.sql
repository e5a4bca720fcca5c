CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"guild_id" text,
	"channel_id" text NOT NULL,
	"status" text DEFAULT 'lobby' NOT NULL,
	"options" jsonb NOT NULL,
	"seed" text NOT NULL,
	"engine_version" text NOT NULL,
	"state" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"undo_floor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"game_id" text NOT NULL,
	"role" text NOT NULL,
	"user_id" text,
	"user_name" text,
	"is_bot" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seats_game_id_role_pk" PRIMARY KEY("game_id","role")
);
--> statement-breakpoint
CREATE TABLE "game_actions" (
	"game_id" text NOT NULL,
	"version" integer NOT NULL,
	"role" text NOT NULL,
	"action" jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"interaction_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_actions_game_id_version_pk" PRIMARY KEY("game_id","version")
);
--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_channel_id_status_index" ON "games" USING btree ("channel_id","status");--> statement-breakpoint
CREATE INDEX "games_guild_id_status_index" ON "games" USING btree ("guild_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "game_actions_interaction_id_index" ON "game_actions" USING btree ("interaction_id");