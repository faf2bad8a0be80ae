CREATE TABLE "company_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "company_sequences_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "company_sequences_kind_year_key" UNIQUE("company_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "order_air" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"air_waybill" text,
	"origin_airport" text,
	"destination_airport" text,
	"flight_number" text,
	CONSTRAINT "order_air_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_drayage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"terminal" text,
	"pickup_number" text,
	"last_free_day" date,
	"empty_return_locode" text,
	"chassis_number" text,
	CONSTRAINT "order_drayage_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_ocean" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier_scac" text,
	"vessel_name" text,
	"vessel_imo" text,
	"voyage" text,
	"port_of_loading" text,
	"port_of_discharge" text,
	"transhipment_ports" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "order_ocean_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"party_company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parties_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "order_parties_order_role_key" UNIQUE("company_id","order_id","role"),
	CONSTRAINT "order_parties_role_check" CHECK ("order_parties"."role" in ('shipper', 'consignee', 'carrier', 'forwarder', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "order_rail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"origin_ramp" text,
	"destination_ramp" text,
	"railcar_number" text,
	CONSTRAINT "order_rail_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_road" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"pickup_window_start" timestamp with time zone,
	"pickup_window_end" timestamp with time zone,
	"delivery_window_start" timestamp with time zone,
	"delivery_window_end" timestamp with time zone,
	"trailer_number" text,
	CONSTRAINT "order_road_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"equipment_number" text NOT NULL,
	"size_type" text,
	"seal_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"gross_weight_kg" numeric(14, 3),
	"vgm_kg" numeric(14, 3),
	"temperature_setting" numeric(6, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_units_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "order_units_kind_check" CHECK ("order_units"."kind" in ('container', 'trailer', 'railcar', 'chassis'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"mode" text NOT NULL,
	"move_type" text,
	"shipping_type" text,
	"equipment_type" text,
	"temperature_type" text,
	"incoterm" text,
	"origin_location_id" uuid,
	"origin_locode" text,
	"origin_country" text,
	"origin_address" text,
	"origin_city" text,
	"origin_state" text,
	"origin_post_code" text,
	"destination_location_id" uuid,
	"destination_locode" text,
	"destination_country" text,
	"destination_address" text,
	"destination_city" text,
	"destination_state" text,
	"destination_post_code" text,
	"po_number" text,
	"bol_number" text,
	"booking_number" text,
	"customer_reference" text,
	"shipper_owned_container" boolean DEFAULT false NOT NULL,
	"gross_weight" numeric(14, 3),
	"weight_unit" text,
	"volume" numeric(14, 3),
	"volume_unit" text,
	"order_date" date,
	"ready_date" date,
	"pickup_at" timestamp with time zone,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"delivery_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"last_event_code" text,
	"last_event_at" timestamp with time zone,
	"actual_departure_at" timestamp with time zone,
	"actual_arrival_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"assigned_user_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "orders_mode_check" CHECK ("orders"."mode" in ('ocean', 'road', 'rail', 'drayage', 'air', 'integrated')),
	CONSTRAINT "orders_weight_unit_check" CHECK ("orders"."weight_unit" is null or "orders"."weight_unit" in ('kg', 'lb')),
	CONSTRAINT "orders_volume_unit_check" CHECK ("orders"."volume_unit" is null or "orders"."volume_unit" in ('CBM', 'CFT'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"classifier" text NOT NULL,
	"event_code" text NOT NULL,
	"empty_indicator" text,
	"locode" text,
	"facility" text,
	"location_type" text,
	"equipment_reference" text,
	"transport_mode" text,
	"vessel_name" text,
	"voyage" text,
	"event_at" timestamp (3) with time zone NOT NULL,
	"event_offset" text NOT NULL,
	"recorded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"posted_by_company_id" uuid,
	"created_by" uuid,
	CONSTRAINT "shipment_events_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "shipment_events_classifier_check" CHECK ("shipment_events"."classifier" in ('PLN', 'EST', 'ACT', 'REQ')),
	CONSTRAINT "shipment_events_type_check" CHECK ("shipment_events"."event_type" in ('EQUIPMENT', 'TRANSPORT', 'SHIPMENT'))
);
--> statement-breakpoint
ALTER TABLE "company_sequences" ADD CONSTRAINT "company_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_air" ADD CONSTRAINT "order_air_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_air" ADD CONSTRAINT "order_air_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drayage" ADD CONSTRAINT "order_drayage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drayage" ADD CONSTRAINT "order_drayage_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ocean" ADD CONSTRAINT "order_ocean_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ocean" ADD CONSTRAINT "order_ocean_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parties" ADD CONSTRAINT "order_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parties" ADD CONSTRAINT "order_parties_party_company_id_companies_id_fk" FOREIGN KEY ("party_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parties" ADD CONSTRAINT "order_parties_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rail" ADD CONSTRAINT "order_rail_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rail" ADD CONSTRAINT "order_rail_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_road" ADD CONSTRAINT "order_road_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_road" ADD CONSTRAINT "order_road_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_origin_location_fk" FOREIGN KEY ("company_id","origin_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null (origin_location_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_destination_location_fk" FOREIGN KEY ("company_id","destination_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null (destination_location_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_user_fk" FOREIGN KEY ("company_id","assigned_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (assigned_user_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_posted_by_company_id_companies_id_fk" FOREIGN KEY ("posted_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_air_order_key" ON "order_air" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_drayage_order_key" ON "order_drayage" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ocean_order_key" ON "order_ocean" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "order_parties_party_idx" ON "order_parties" USING btree ("party_company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rail_order_key" ON "order_rail" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_road_order_key" ON "order_road" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_units_order_number_key" ON "order_units" USING btree ("company_id","order_id","equipment_number");--> statement-breakpoint
CREATE INDEX "order_units_company_number_idx" ON "order_units" USING btree ("company_id","equipment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_number_key" ON "orders" USING btree ("company_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_mode_created_idx" ON "orders" USING btree ("company_id","mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_idempotency_key" ON "shipment_events" USING btree ("company_id","order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "shipment_events_order_time_idx" ON "shipment_events" USING btree ("company_id","order_id","event_at","id");