import { StaffCheck } from '../../features/anti-scam/components/staff-check';
import { BlacklistCheck } from '../../features/blacklist/components/blacklist-check';
import { useClaimsUnread } from '../../features/claims/api/get-my-claims';
import { PersonalCenterPage as PersonalCenterHub } from '../../features/personal-center/pages/personal-center-page';

/**
 * /pages/other/geren: the personal center's hub with the anti-scam checks composed in (is this contact really the
 * shop's staff, is this game account on the shop's blacklist) and the count of my claims with something unread.
 */
export function PersonalCenterPage() {
  const claimsUnread = useClaimsUnread();
  return (
    <PersonalCenterHub
      claimsUnread={claimsUnread}
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
