import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserType } from '@praxisport/contract/common';
import { useAdminSession, useUserSession } from '../../lib/session';
import { NotAllowed } from '../../components/ui/not-allowed';

/** Client-side guard (PERM-13): the server enforces the same rules. */
export function RequireUser({ roles }: { roles?: readonly UserType[] }) {
  const session = useUserSession();
  const location = useLocation();
  if (!session) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  // a one-time password set by an admin is replaced before anything else (ADR 014)
  if (session.mustChangePassword && location.pathname !== '/change-password') return <Navigate to="/change-password" replace />;
  if (roles && !roles.includes(session.user.userType)) return <NotAllowed />;
  return <Outlet />;
}

export function RequireAdmin() {
  const session = useAdminSession();
  if (!session) return <Navigate to="/admin/signin" replace />;
  return <Outlet />;
}
