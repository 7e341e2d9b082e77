import { AUDIT_TARGET_TYPES, type AuditTargetType } from "#contract/admin-audit.ts";
import { m } from "#app/paraglide/messages.js";

/**
 * The audit log in words (the /admin/audit page and the dashboard's recent activity): each known
 * `area.verb` action as a sentence in the reader's language, each target type's name and admin
 * page, and the values of a change shown compactly. An action this table does not know is shown
 * as written.
 */

type Label = () => string;

/** Every action the store's admin sections record, by area, in the order the filter lists them. */
export const AUDIT_ACTIONS = {
  user: {
    "user.verify": m.admin_audit_action_user_verify,
    "user.unverify": m.admin_audit_action_user_unverify,
    "user.promote": m.admin_audit_action_user_promote,
    "user.demote": m.admin_audit_action_user_demote,
    "user.ban": m.admin_audit_action_user_ban,
    "user.unban": m.admin_audit_action_user_unban,
    "user.delete": m.admin_audit_action_user_delete,
  },
  app: {
    "app.approve": m.admin_audit_action_app_approve,
    "app.reject": m.admin_audit_action_app_reject,
    "app.publish": m.admin_audit_action_app_publish,
    "app.unpublish": m.admin_audit_action_app_unpublish,
    "app.feature": m.admin_audit_action_app_feature,
    "app.unfeature": m.admin_audit_action_app_unfeature,
    "app.update": m.admin_audit_action_app_update,
    "app.delete": m.admin_audit_action_app_delete,
    "app.import": m.admin_audit_action_app_import,
  },
  category: {
    "category.create": m.admin_audit_action_category_create,
    "category.update": m.admin_audit_action_category_update,
    "category.activate": m.admin_audit_action_category_activate,
    "category.deactivate": m.admin_audit_action_category_deactivate,
    "category.reorder": m.admin_audit_action_category_reorder,
    "category.delete": m.admin_audit_action_category_delete,
    "category.import": m.admin_audit_action_category_import,
  },
  review: {
    "review.moderate": m.admin_audit_action_review_moderate,
    "review.flag": m.admin_audit_action_review_flag,
    "review.delete": m.admin_audit_action_review_delete,
  },
  report: {
    "report.resolve": m.admin_audit_action_report_resolve,
    "report.dismiss": m.admin_audit_action_report_dismiss,
  },
  feedback: {
    "feedback.read": m.admin_audit_action_feedback_read,
    "feedback.unread": m.admin_audit_action_feedback_unread,
    "feedback.archive": m.admin_audit_action_feedback_archive,
    "feedback.delete": m.admin_audit_action_feedback_delete,
  },
  settings: {
    "settings.save": m.admin_audit_action_settings_save,
    "settings.reset": m.admin_audit_action_settings_reset,
    "settings.import": m.admin_audit_action_settings_import,
  },
} as const satisfies Record<string, Record<string, Label>>;

export type AuditArea = keyof typeof AUDIT_ACTIONS;
export const AUDIT_AREAS = Object.keys(AUDIT_ACTIONS) as AuditArea[];

/** Each area's name (the filter's groups). */
export const AUDIT_AREA_LABELS: Record<AuditArea, Label> = {
  user: m.admin_audit_area_user,
  app: m.admin_audit_area_app,
  category: m.admin_audit_area_category,
  review: m.admin_audit_area_review,
  report: m.admin_audit_area_report,
  feedback: m.admin_audit_area_feedback,
  settings: m.admin_audit_area_settings,
};

const ACTION_LABELS: Record<string, Label> = Object.assign({}, ...Object.values(AUDIT_ACTIONS));

/** The action in words ("Banned a user"), or as written when unknown. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action]!() : action;
}

/** Whether the table knows the action (the page shows unknown ones in a code font). */
export const isKnownAuditAction = (action: string): boolean => Object.hasOwn(ACTION_LABELS, action);

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, Label> = {
  user: m.admin_audit_target_user,
  app: m.admin_audit_target_app,
  category: m.admin_audit_target_category,
  review: m.admin_audit_target_review,
  report: m.admin_audit_target_report,
  feedback: m.admin_audit_target_feedback,
  settings: m.admin_audit_target_settings,
  contact_message: m.admin_audit_target_contact_message,
  thread: m.admin_audit_target_thread,
};

const isTargetType = (type: string): type is AuditTargetType => (AUDIT_TARGET_TYPES as readonly string[]).includes(type);

/** A target type's name, or the type as written when unknown. */
export function auditTargetTypeLabel(type: string): string {
  return isTargetType(type) ? AUDIT_TARGET_LABELS[type]() : type;
}

/**
 * The admin page of a target: a user's or an app's own page, the section's list for the others;
 * null for an unknown type or a user/app/thread without an id.
 */
export function auditTargetHref(type: string, id: string): string | null {
  const own = (base: string) => (id ? `${base}/${encodeURIComponent(id)}` : null);
  switch (type) {
    case "user":
      return own("/admin/users");
    case "app":
      return own("/admin/pwas");
    case "thread":
      return own("/admin/messages");
    case "category":
      return "/admin/categories";
    case "review":
      return "/admin/reviews";
    case "report":
      return "/admin/reports";
    case "feedback":
      return "/admin/feedback";
    case "settings":
      return "/admin/settings";
    case "contact_message":
      return "/admin/messages/contact";
    default:
      return null;
  }
}

/** The longest value a change shows in full; longer ones are cut (the whole value is the tooltip). */
export const AUDIT_VALUE_MAX = 120;

/**
 * A changed value, compactly: text as is, null/absent as "—", anything else as one-line JSON.
 *
 * @example
 * formatAuditValue("admin") // "admin"
 * formatAuditValue({ a: [1, 2] }) // '{"a":[1,2]}'
 */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value === "" ? '""' : value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** `formatAuditValue`, cut to AUDIT_VALUE_MAX characters with an ellipsis. */
export function shortAuditValue(value: unknown): string {
  const text = formatAuditValue(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}
