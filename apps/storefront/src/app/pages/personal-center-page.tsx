import { StaffCheck } from '../../features/anti-scam/components/staff-check';
import { PersonalCenterPage as PersonalCenterHub } from '../../features/personal-center/pages/personal-center-page';

/** /pages/other/geren: the personal center's hub with the anti-scam staff check composed in. */
export function PersonalCenterPage() {
  return <PersonalCenterHub staffCheck={<StaffCheck />} />;
}
