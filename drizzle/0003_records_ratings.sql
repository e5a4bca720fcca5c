CREATE TABLE "game_records" (
	"seq" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"guild_id" text,
	"kind" text NOT NULL,
	"variant" text NOT NULL,
	"outcome" text NOT NULL,
	"unrated" text,
	"imported" boolean DEFAULT false NOT NULL,
	"level" text,
	"result" jsonb,
	"seats" jsonb NOT NULL,
	"roles" jsonb NOT NULL,
	"actions" integer NOT NULL,
	"ended_at" integer,
	"finished_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_records_gameId_unique" UNIQUE("game_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"guild_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"name" text,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"games" integer NOT NULL,
	"wins" integer NOT NULL,
	"through_seq" integer NOT NULL,
	CONSTRAINT "ratings_guild_id_kind_entity_pk" PRIMARY KEY("guild_id","kind","entity")
);
--> statement-breakpoint
CREATE INDEX "game_records_guild_id_kind_index" ON "game_records" USING btree ("guild_id","kind");