// Types of the public schema in the shape `supabase gen types typescript` produces, written by
// hand to match supabase/migrations (no CLI here). Regenerate with the CLI against a hosted
// project and the result should be equivalent. Use as createClient<Database>(url, key).
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Lets supabase-js pick the PostgREST feature set without a second type argument.
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      // Issue 36 item 6: CSV import rows staged in batches (supabase/migrations/20261126300000_import_batches.sql).
      vehicle_import_batches: {
        Row: { import_id: string; seq: number; rows: Json; created_by: string; created_at: string };
        Insert: { import_id: string; seq: number; rows: Json; created_by?: string; created_at?: string };
        Update: { import_id?: string; seq?: number; rows?: Json; created_by?: string; created_at?: string };
        Relationships: [];
      };
      profiles: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          username: string;
        };
        // No table grants for anon/authenticated: write through upsert_profile.
        Insert: {
          created_at?: string;
          email: string;
          id: string;
          username: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          username?: string;
        };
        Relationships: [];
      };
      vehicles: {
        Row: {
          body_type: string | null;
          color: string | null;
          condition: string | null;
          created_at: string;
          deleted_at: string | null;
          engine_capacity_cc: number | null;
          features: string[];
          fuel_type: string | null;
          id: string;
          images: string[];
          make: string;
          mileage: number | null;
          model: string;
          origin: string | null;
          previous_owners: number | null;
          price: number | null;
          status: string;
          registration_year: number | null;
          stock_number: string | null;
          previous_price: number | null;
          price_reduced_at: string | null;
          transmission: string | null;
          updated_at: string;
          vehicle_details: Json;
          warranty_months: number | null;
          year: number | null;
        };
        // Authenticated callers may not write id, created_at or updated_at (column grants);
        // the service role may.
        Insert: {
          body_type?: string | null;
          color?: string | null;
          condition?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          engine_capacity_cc?: number | null;
          features?: string[];
          fuel_type?: string | null;
          id?: string;
          images?: string[];
          make: string;
          mileage?: number | null;
          model: string;
          origin?: string | null;
          previous_owners?: number | null;
          price?: number | null;
          status?: string;
          registration_year?: number | null;
          stock_number?: string | null;
          transmission?: string | null;
          updated_at?: string;
          vehicle_details?: Json;
          warranty_months?: number | null;
          year?: number | null;
        };
        Update: {
          body_type?: string | null;
          color?: string | null;
          condition?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          engine_capacity_cc?: number | null;
          features?: string[];
          fuel_type?: string | null;
          id?: string;
          images?: string[];
          make?: string;
          mileage?: number | null;
          model?: string;
          origin?: string | null;
          previous_owners?: number | null;
          price?: number | null;
          status?: string;
          registration_year?: number | null;
          stock_number?: string | null;
          transmission?: string | null;
          updated_at?: string;
          vehicle_details?: Json;
          warranty_months?: number | null;
          year?: number | null;
        };
        Relationships: [];
      };
      // Written only by a trigger; staff may read it.
      vehicle_history: {
        Row: {
          action: string;
          actor_id: string | null;
          actor_role: string;
          changed_at: string;
          changes: Json;
          id: number;
          vehicle_id: string;
        };
        Insert: {
          action: string;
          actor_id?: string | null;
          actor_role: string;
          changed_at?: string;
          changes: Json;
          id?: never;
          vehicle_id: string;
        };
        Update: {
          action?: string;
          actor_id?: string | null;
          actor_role?: string;
          changed_at?: string;
          changes?: Json;
          id?: never;
          vehicle_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      approve_staff_member: {
        Args: { p_user_id: string };
        Returns: undefined;
      };
      get_email_for_username: {
        Args: { p_username: string };
        // The CLI would say `string`; the function answers null for an unknown username.
        Returns: string | null;
      };
      get_staff_signup_mode: {
        Args: never;
        Returns: string;
      };
      // Issue 35: the publishing policy.
      get_publishing_policy: {
        Args: never;
        Returns: {
          min_interval_seconds: number;
          pending_since: string | null;
          last_published_at: string | null;
          hook_registered: boolean;
        }[];
      };
      set_publishing_policy: {
        Args: { p_min_interval_seconds: number };
        Returns: number;
      };
      publish_pending_now: {
        Args: never;
        Returns: boolean;
      };
      get_staff_two_factor_required: {
        Args: never;
        Returns: boolean;
      };
      get_vehicle_history: {
        Args: { p_vehicle_id: string };
        Returns: {
          action: string;
          actor_id: string | null;
          actor_role: string;
          actor_username: string | null;
          changed_at: string;
          changes: Json;
          id: number;
          vehicle_id: string;
        }[];
      };
      import_vehicles: {
        Args: { p_rows: Json };
        Returns: { inserted: number; updated: number }[];
      };
      import_staged_vehicles: {
        Args: { p_import_id: string };
        Returns: { inserted: number; updated: number }[];
      };
      is_staff: {
        Args: never;
        Returns: boolean;
      };
      is_staff_owner: {
        Args: never;
        Returns: boolean;
      };
      is_username_available: {
        Args: { p_username: string };
        Returns: boolean;
      };
      vehicle_price_history: {
        Args: { p_id?: string };
        Returns: { vehicle_id: string; changed_at: string; price: number }[];
      };
      is_valid_vehicle_details: {
        Args: { details: Json };
        Returns: boolean;
      };
      list_staff_members: {
        Args: never;
        Returns: {
          created_at: string;
          email: string;
          role: string;
          status: string;
          user_id: string;
          username: string | null;
        }[];
      };
      my_staff_membership: {
        Args: never;
        Returns: { role: string; status: string }[];
      };
      remove_staff_member: {
        Args: { p_user_id: string };
        Returns: undefined;
      };
      set_staff_signup_mode: {
        Args: { p_mode: string };
        Returns: string;
      };
      set_staff_two_factor_required: {
        Args: { p_required: boolean };
        Returns: boolean;
      };
      transfer_staff_ownership: {
        Args: { p_user_id: string };
        Returns: undefined;
      };
      upsert_profile: {
        Args: { p_email: string; p_user_id: string; p_username: string };
        Returns: undefined;
      };
      vehicle_deletions_since: {
        Args: { p_since: string; p_id?: string };
        Returns: { id: string; deleted_at: string }[];
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];
