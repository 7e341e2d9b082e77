import { m } from "#app/paraglide/messages.js";
import { AdminPageHeader } from "../../components/admin/ui.tsx";

// Scaffold: replaced by the section's page.
export default function AdminSection() {
  return <AdminPageHeader title={m.admin_nav_tables()} />;
}
