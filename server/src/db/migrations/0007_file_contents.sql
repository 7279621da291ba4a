CREATE TABLE "file_contents" (
	"tenant_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_contents_tenant_id_storage_key_pk" PRIMARY KEY("tenant_id","storage_key")
);
--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;