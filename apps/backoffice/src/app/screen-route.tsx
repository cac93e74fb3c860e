import { Navigate } from 'react-router';
import { ForbiddenResult } from '../components/forbidden-result';
import { useStaffRoles } from '../hooks/use-profile';
import { paths } from '../lib/paths';
import { hasAnyRole } from '../lib/roles';
import { type MenuEntry, visibleMenu } from './menu';

/** The first screen of someone's menu: where the home path leads a user whose roles do not open home. */
function landingFor(roles: Parameters<typeof visibleMenu>[0]): MenuEntry | undefined {
  const first = visibleMenu(roles)[0];
  return first?.kind === 'entry' ? first.entry : first?.entries[0];
}

/**
 * A menu entry's screen, or 403 when the staff member's roles do not open it (the menu hides it too). The home path
 * leads someone it is not for (a platform admin) to the first screen of their menu instead.
 */
export function ScreenRoute({ entry }: { entry: MenuEntry }) {
  const roles = useStaffRoles();
  if (!hasAnyRole(roles, entry.roles)) {
    const landing = entry.path === paths.home ? landingFor(roles) : undefined;
    return landing ? <Navigate to={landing.path} replace /> : <ForbiddenResult />;
  }
  const Page = entry.page;
  return <Page />;
}
