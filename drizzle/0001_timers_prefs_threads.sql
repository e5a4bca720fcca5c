CREATE TABLE "game_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"thread_id" text,
	"roles" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"for_version" integer NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"fired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_prefs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mentions" boolean DEFAULT true NOT NULL,
	"dms_closed" boolean DEFAULT false NOT NULL,
	"pending" text
);
--> statement-breakpoint
ALTER TABLE "game_threads" ADD CONSTRAINT "game_threads_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timers" ADD CONSTRAINT "timers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timers_due_at_index" ON "timers" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "timers_game_id_index" ON "timers" USING btree ("game_id");