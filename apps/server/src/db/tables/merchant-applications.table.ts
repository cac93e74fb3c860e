import type { MerchantApplicationStatus, MerchantKind, MerchantVolume } from '@gs/shared/merchant-application';
import type { Generated, Selectable } from 'kysely';

/** A user's application to become a merchant of the tenant; images are private upload references. */
export interface MerchantApplicationsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  kind: MerchantKind;
  company_name: string | null;
  real_name: string | null;
  contact_name: string;
  phone: string;
  qq: string | null;
  wechat: string | null;
  licence_image: string | null;
  id_front_image: string | null;
  id_back_image: string | null;
  game_ids: number[];
  monthly_volume: MerchantVolume;
  note: string | null;
  status: Generated<MerchantApplicationStatus>;
  reject_reason: string | null;
  decision_note: string | null;
  decided_by: number | null;
  created_at: Date;
  decided_at: Date | null;
}

export type MerchantApplicationRow = Selectable<MerchantApplicationsTable>;
