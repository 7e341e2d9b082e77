import { CATEGORY_PALETTE, type CategoryIcon } from "../category-palette.ts";
import type { NewCategory } from "../schema.ts";

/**
 * The eight default categories (docs/product.md#catalog-and-search), named in every catalogue
 * locale (db/catalog-locales.ts) as app stores name them in that language. They are reference data,
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
    translations: {
      zh: { name: "效率", description: "笔记、任务、日历等帮助你高效完成工作的工具。" },
      es: {
        name: "Productividad",
        description: "Notas, tareas, calendarios y herramientas que te ayudan a sacar adelante tus pendientes.",
      },
      fr: { name: "Productivité", description: "Notes, tâches, agendas et outils qui vous aident à avancer." },
      de: { name: "Produktivität", description: "Notizen, Aufgaben, Kalender und Tools, mit denen du mehr erledigt bekommst." },
      ja: { name: "仕事効率化", description: "メモ、タスク、カレンダーなど、仕事や用事をはかどらせるツールです。" },
    },
    sortOrder: 1,
  },
  {
    id: "creative",
    name: "Creative",
    description: "Drawing, design, photo, music and video apps for making things.",
    icon: "palette" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.purple,
    translations: {
      zh: { name: "创意", description: "绘画、设计、照片、音乐和视频等创作类应用。" },
      es: { name: "Creatividad", description: "Apps de dibujo, diseño, fotografía, música y video para dar forma a tus ideas." },
      fr: { name: "Création", description: "Dessin, design, photo, musique et vidéo : des applis pour créer." },
      de: { name: "Kreativität", description: "Apps für Zeichnen, Design, Foto, Musik und Video, mit denen du Eigenes erschaffst." },
      ja: { name: "クリエイティブ", description: "イラスト、デザイン、写真、音楽、動画など、ものづくりのためのアプリです。" },
    },
    sortOrder: 2,
  },
  {
    id: "education",
    name: "Education",
    description: "Learn languages, code, science and more at your own pace.",
    icon: "book" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.green,
    translations: {
      zh: { name: "教育", description: "按自己的节奏学习语言、编程、科学等知识。" },
      es: { name: "Educación", description: "Aprende idiomas, programación, ciencias y mucho más a tu propio ritmo." },
      fr: { name: "Éducation", description: "Apprenez les langues, le code, les sciences et bien plus encore, à votre rythme." },
      de: { name: "Bildung", description: "Lerne Sprachen, Programmieren, Naturwissenschaften und mehr in deinem eigenen Tempo." },
      ja: { name: "教育", description: "語学、プログラミング、科学などを自分のペースで学べます。" },
    },
    sortOrder: 3,
  },
  {
    id: "entertainment",
    name: "Entertainment",
    description: "Games, streaming, podcasts and fun for your spare time.",
    icon: "gamepad" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.pink,
    translations: {
      zh: { name: "娱乐", description: "游戏、流媒体、播客等休闲娱乐应用。" },
      es: { name: "Entretenimiento", description: "Juegos, streaming, pódcasts y diversión para tu tiempo libre." },
      fr: { name: "Divertissement", description: "Jeux, streaming, podcasts et détente pour votre temps libre." },
      de: { name: "Unterhaltung", description: "Spiele, Streaming, Podcasts und Spaß für deine Freizeit." },
      ja: { name: "エンターテインメント", description: "ゲーム、ストリーミング、ポッドキャストなど、余暇を楽しむためのアプリです。" },
    },
    sortOrder: 4,
  },
  {
    id: "business",
    name: "Business",
    description: "Collaboration, finance, CRM and tools for teams and companies.",
    icon: "briefcase" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.amber,
    translations: {
      zh: { name: "商务", description: "协作、财务、客户管理等面向团队和企业的工具。" },
      es: { name: "Negocios", description: "Colaboración, finanzas, CRM y herramientas para equipos y empresas." },
      fr: { name: "Entreprise", description: "Collaboration, finance, CRM et outils pour les équipes et les entreprises." },
      de: { name: "Wirtschaft", description: "Zusammenarbeit, Finanzen, CRM und Tools für Teams und Unternehmen." },
      ja: { name: "ビジネス", description: "共同作業、財務、顧客管理など、チームや企業のためのツールです。" },
    },
    sortOrder: 5,
  },
  {
    id: "health",
    name: "Health & Fitness",
    description: "Workouts, meditation, nutrition and habit tracking.",
    icon: "heart-pulse" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.red,
    translations: {
      zh: { name: "健康与健身", description: "锻炼、冥想、营养和习惯追踪。" },
      es: { name: "Salud y forma física", description: "Entrenamientos, meditación, nutrición y seguimiento de hábitos." },
      fr: { name: "Forme et santé", description: "Entraînements, méditation, nutrition et suivi des habitudes." },
      de: { name: "Gesundheit und Fitness", description: "Workouts, Meditation, Ernährung und Gewohnheitstracking." },
      ja: { name: "ヘルスケア/フィットネス", description: "ワークアウト、瞑想、栄養管理、習慣づくりに役立つアプリです。" },
    },
    sortOrder: 6,
  },
  {
    id: "social",
    name: "Social",
    description: "Chat, communities and ways to stay in touch.",
    icon: "chat" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.cyan,
    translations: {
      zh: { name: "社交", description: "聊天、社区以及与他人保持联系的方式。" },
      es: { name: "Redes sociales", description: "Chats, comunidades y formas de mantenerte en contacto." },
      fr: { name: "Réseaux sociaux", description: "Messageries, communautés et moyens de garder le contact." },
      de: { name: "Soziale Netze", description: "Chats, Communitys und Wege, in Kontakt zu bleiben." },
      ja: { name: "ソーシャル", description: "チャットやコミュニティなど、人とつながるためのアプリです。" },
    },
    sortOrder: 7,
  },
  {
    id: "utility",
    name: "Utility",
    description: "Converters, calculators, weather and everyday helpers.",
    icon: "wrench" satisfies CategoryIcon,
    colorClass: CATEGORY_PALETTE.slate,
    translations: {
      zh: { name: "实用工具", description: "单位换算、计算器、天气等日常小工具。" },
      es: { name: "Utilidades", description: "Conversores, calculadoras, clima y otras ayudas para el día a día." },
      fr: { name: "Utilitaires", description: "Convertisseurs, calculatrices, météo et petits outils du quotidien." },
      de: { name: "Dienstprogramme", description: "Umrechner, Rechner, Wetter und kleine Helfer für den Alltag." },
      ja: { name: "ユーティリティ", description: "単位換算、電卓、天気など、毎日に役立つ便利ツールです。" },
    },
    sortOrder: 8,
  },
];
