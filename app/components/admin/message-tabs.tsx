import { m } from "#app/paraglide/messages.js";
import type { AdminCounts } from "../../lib/admin/admin-context.ts";
import { AdminTabs } from "./ui.tsx";

/** The Messages section's views: every conversation, those awaiting an answer, the contact form's inbox. */
export function MessageTabs({ current, counts }: { current: "all" | "awaiting" | "contact"; counts: AdminCounts | null }) {
  return (
    <AdminTabs
      label={m.admin_messages_tabs_label()}
      tabs={[
        { value: "all", label: m.admin_messages_tab_all(), current: current === "all", href: "/admin/messages" },
        {
          value: "awaiting",
          label: m.admin_messages_tab_awaiting(),
          count: counts?.threadsAwaitingReply,
          current: current === "awaiting",
          href: "/admin/messages?filter=awaiting",
        },
        {
          value: "contact",
          label: m.admin_messages_tab_contact(),
          count: counts?.newContactMessages,
          current: current === "contact",
          href: "/admin/messages/contact",
        },
      ]}
    />
  );
}
