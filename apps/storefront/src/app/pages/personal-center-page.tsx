import { StaffCheck } from '../../features/anti-scam/components/staff-check';
import { BlacklistCheck } from '../../features/blacklist/components/blacklist-check';
import { PersonalCenterPage as PersonalCenterHub } from '../../features/personal-center/pages/personal-center-page';

/**
 * /pages/other/geren: the personal center's hub with the anti-scam checks composed in: is this contact really the
 * shop's staff, and is this game account on the shop's blacklist.
 */
export function PersonalCenterPage() {
  return (
    <PersonalCenterHub
      staffCheck={
        <>
          <StaffCheck />
          <div style={{ marginTop: 16 }}>
            <BlacklistCheck />
          </div>
        </>
      }
    />
  );
}
