import { Outlet } from 'react-router-dom';

/** Placeholder until the admin layout (sidebar, header, guard) is built. */
export default function AdminLayout() {
  return <Outlet />;
}
