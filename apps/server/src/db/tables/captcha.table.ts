export interface CaptchasTable {
  tenant_id: number;
  uuid: string;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
}
