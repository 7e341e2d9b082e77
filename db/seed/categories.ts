import { CATEGORY_PALETTE, type CategoryIcon } from "../category-palette.ts";
import type { NewCategory } from "../schema.ts";

/**
 * The eight default categories (docs/product.md#catalog-and-search). They are reference data,
 * needed in production too: `npm run db:seed` inserts any that are missing and never overwrites a
 * row an administrator may since have edited.
 */
export const DEFAULT_CATEGORIES: readonly NewCategory[] = [
  {
    id: "productivity",
    name: "Productivity",
    description: "Notes, tasks, calendars and tools that help you get things done.",
    icon: "zap" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.blue,
    translations: { zh: { name: "效率", description: "笔记、任务、日历等帮助你高效完成工作的工具。" } },
    sortOrder: 1,
  },
  {
    id: "creative",
    name: "Creative",
    description: "Drawing, design, photo, music and video apps for making things.",
    icon: "palette" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.purple,
    translations: { zh: { name: "创意", description: "绘画、设计、照片、音乐和视频等创作类应用。" } },
    sortOrder: 2,
  },
  {
    id: "education",
    name: "Education",
    description: "Learn languages, code, science and more at your own pace.",
    icon: "book" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.green,
    translations: { zh: { name: "教育", description: "按自己的节奏学习语言、编程、科学等知识。" } },
    sortOrder: 3,
  },
  {
    id: "entertainment",
    name: "Entertainment",
    description: "Games, streaming, podcasts and fun for your spare time.",
    icon: "gamepad" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.pink,
    translations: { zh: { name: "娱乐", description: "游戏、流媒体、播客等休闲娱乐应用。" } },
    sortOrder: 4,
  },
  {
    id: "business",
    name: "Business",
    description: "Collaboration, finance, CRM and tools for teams and companies.",
    icon: "briefcase" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.amber,
    translations: { zh: { name: "商务", description: "协作、财务、客户管理等面向团队和企业的工具。" } },
    sortOrder: 5,
  },
  {
    id: "health",
    name: "Health & Fitness",
    description: "Workouts, meditation, nutrition and habit tracking.",
    icon: "heart-pulse" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.red,
    translations: { zh: { name: "健康与健身", description: "锻炼、冥想、营养和习惯追踪。" } },
    sortOrder: 6,
  },
  {
    id: "social",
    name: "Social",
    description: "Chat, communities and ways to stay in touch.",
    icon: "chat" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.cyan,
    translations: { zh: { name: "社交", description: "聊天、社区以及与他人保持联系的方式。" } },
    sortOrder: 7,
  },
  {
    id: "utility",
    name: "Utility",
    description: "Converters, calculators, weather and everyday helpers.",
    icon: "wrench" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.slate,
    translations: { zh: { name: "实用工具", description: "单位换算、计算器、天气等日常小工具。" } },
    sortOrder: 8,
  },
];
