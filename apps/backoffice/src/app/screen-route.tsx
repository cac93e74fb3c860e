import { ForbiddenResult } from '../components/forbidden-result';
import { useStaffRoles } from '../hooks/use-profile';
import { hasAnyRole } from '../lib/roles';
import type { MenuEntry } from './menu';

/** A menu entry's screen, or 403 when the staff member's roles do not open it (the menu hides it too). */
export function ScreenRoute({ entry }: { entry: MenuEntry }) {
  const roles = useStaffRoles();
  if (!hasAnyRole(roles, entry.roles)) return <ForbiddenResult />;
  const Page = entry.page;
  return <Page />;
}
