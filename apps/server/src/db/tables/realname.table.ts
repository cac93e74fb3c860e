import type { ColumnType, Generated } from 'kysely';

export interface RealNameVerificationsTable {
  tenant_id: number;
  user_id: number;
  name_sealed: string;
  id_number_sealed: string;
  /** HMAC of the ID number: counts users per ID without storing it in clear. */
  id_number_index: string;
  name_masked: string;
  id_number_masked: string;
  birth_date: string;
  verified_at: Date;
}

export interface RealNameReviewsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  front_image: string;
  back_image: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Date;
}
