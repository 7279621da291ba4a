CREATE TABLE "geo_members" (
	"region_id" bigint NOT NULL,
	"geo_id" bigint NOT NULL,
	CONSTRAINT "geo_members_region_id_geo_id_pk" PRIMARY KEY("region_id","geo_id")
);
--> statement-breakpoint
ALTER TABLE "geo_members" ADD CONSTRAINT "geo_members_region_id_geos_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_members" ADD CONSTRAINT "geo_members_geo_id_geos_id_fk" FOREIGN KEY ("geo_id") REFERENCES "public"."geos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_members_geo_idx" ON "geo_members" USING btree ("geo_id");