/**
 * A large, deterministic, made-up catalog for the search benchmark: realistic names, short
 * descriptions, tags and developers built from word lists, spread over the eight categories, a
 * share of them Chinese-first or with Chinese translations (the trigram index's work), every one
 * published. The same seed always yields the same rows, so a generated database can be reused
 * between runs (bench/search.ts regenerates it when this file, the generator or the migrations change).
 */

import { mulberry32 } from "../../tests/support/random.ts";

/** The eight default categories (db/seed/categories.ts). */
export const CATEGORY_IDS = ["productivity", "creative", "education", "entertainment", "business", "health", "social", "utility"] as const;

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function pickSome<T>(random: Random, list: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(random, list));
  return [...chosen];
}
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Per category: the nouns names are made of, what the app does, and its tags. */
const TOPICS: Record<
  (typeof CATEGORY_IDS)[number],
  { nouns: string[]; verbs: string[]; objects: string[]; tags: string[]; zhNouns: string[] }
> = {
  productivity: {
    nouns: [
      "Notes",
      "Tasks",
      "Planner",
      "Calendar",
      "Focus",
      "Timer",
      "Docs",
      "Outline",
      "Board",
      "Habit",
      "Journal",
      "Checklist",
      "Agenda",
      "Inbox",
      "Memo",
    ],
    verbs: ["organise", "plan", "track", "capture", "schedule", "prioritise"],
    objects: ["tasks", "notes", "projects", "ideas", "deadlines", "meetings", "to-do lists"],
    tags: ["notes", "tasks", "calendar", "kanban", "markdown", "pomodoro", "todo", "planner", "outliner", "reminders"],
    zhNouns: ["笔记", "待办", "日历", "计划", "专注", "备忘录", "清单", "日程", "看板", "文档"],
  },
  creative: {
    nouns: [
      "Sketch",
      "Canvas",
      "Pixel",
      "Studio",
      "Palette",
      "Photo",
      "Beat",
      "Synth",
      "Draw",
      "Vector",
      "Paint",
      "Frame",
      "Mixer",
      "Lens",
      "Loop",
    ],
    verbs: ["draw", "edit", "design", "compose", "mix", "retouch"],
    objects: ["illustrations", "photos", "songs", "logos", "videos", "pixel art", "diagrams"],
    tags: ["drawing", "photo-editor", "music", "design", "video", "pixel-art", "whiteboard", "diagram", "audio", "illustration"],
    zhNouns: ["画板", "相册", "修图", "音乐", "配色", "剪辑", "设计", "素描", "像素画", "录音"],
  },
  education: {
    nouns: [
      "Quiz",
      "Flashcards",
      "Math",
      "Lingo",
      "Vocab",
      "Tutor",
      "Course",
      "Lexicon",
      "Grammar",
      "Physics",
      "Atlas",
      "Code",
      "Lab",
      "Academy",
      "Scholar",
    ],
    verbs: ["learn", "practise", "memorise", "review", "study", "master"],
    objects: ["languages", "vocabulary", "algebra", "chemistry", "coding", "history", "geography"],
    tags: ["learning", "languages", "math", "flashcards", "coding", "science", "kids", "exam", "dictionary", "spaced-repetition"],
    zhNouns: ["词典", "单词", "数学", "学习", "课程", "题库", "英语", "编程", "汉字", "百科"],
  },
  entertainment: {
    nouns: [
      "Chess",
      "Puzzle",
      "Trivia",
      "Arcade",
      "Sudoku",
      "Solitaire",
      "Radio",
      "Podcast",
      "Comics",
      "Quest",
      "Karaoke",
      "Cinema",
      "Tetra",
      "Dungeon",
      "Racer",
    ],
    verbs: ["play", "stream", "listen to", "solve", "watch", "discover"],
    objects: ["puzzles", "podcasts", "radio stations", "board games", "comics", "movies", "mini games"],
    tags: ["game", "puzzle", "streaming", "podcast", "music", "retro", "multiplayer", "casual", "strategy", "video"],
    zhNouns: ["游戏", "象棋", "数独", "电台", "播客", "漫画", "影视", "谜题", "小说", "音乐"],
  },
  business: {
    nouns: [
      "Invoice",
      "Ledger",
      "CRM",
      "Payroll",
      "Meeting",
      "Deals",
      "Report",
      "Metrics",
      "Budget",
      "Contract",
      "Stock",
      "Desk",
      "Pipeline",
      "Receipts",
      "Teams",
    ],
    verbs: ["manage", "invoice", "track", "forecast", "automate", "report on"],
    objects: ["invoices", "expenses", "customers", "sales", "inventory", "payroll", "contracts"],
    tags: ["finance", "invoicing", "crm", "accounting", "analytics", "collaboration", "hr", "inventory", "sales", "reports"],
    zhNouns: ["记账", "发票", "报表", "客户", "会议", "财务", "库存", "考勤", "合同", "销售"],
  },
  health: {
    nouns: [
      "Fit",
      "Run",
      "Yoga",
      "Calm",
      "Sleep",
      "Steps",
      "Pulse",
      "Meals",
      "Water",
      "Breathe",
      "Cycle",
      "Diet",
      "Coach",
      "Mood",
      "Stretch",
    ],
    verbs: ["track", "improve", "log", "plan", "monitor", "build"],
    objects: ["workouts", "runs", "sleep", "meals", "habits", "meditation sessions", "water intake"],
    tags: ["fitness", "meditation", "running", "nutrition", "sleep", "yoga", "habits", "wellness", "workout", "mindfulness"],
    zhNouns: ["健身", "跑步", "瑜伽", "冥想", "睡眠", "饮食", "计步", "喝水", "减肥", "心率"],
  },
  social: {
    nouns: [
      "Chat",
      "Circle",
      "Forum",
      "Meetup",
      "Friends",
      "Feed",
      "Voice",
      "Stories",
      "Club",
      "Events",
      "Messenger",
      "Hangout",
      "Share",
      "Groups",
      "Square",
    ],
    verbs: ["chat with", "meet", "share with", "follow", "message", "organise events with"],
    objects: ["friends", "neighbours", "communities", "colleagues", "groups", "family", "fans"],
    tags: ["chat", "community", "messaging", "forum", "events", "photos", "video-calls", "dating", "news", "groups"],
    zhNouns: ["聊天", "社区", "论坛", "朋友圈", "群组", "活动", "短视频", "交友", "动态", "语音"],
  },
  utility: {
    nouns: [
      "Weather",
      "Converter",
      "Calculator",
      "Scanner",
      "QR",
      "Vault",
      "Clock",
      "Alarm",
      "Translate",
      "Compass",
      "Files",
      "Clipboard",
      "Speedtest",
      "Maps",
      "Tools",
    ],
    verbs: ["convert", "scan", "translate", "store", "measure", "find"],
    objects: ["units", "documents", "passwords", "files", "QR codes", "currencies", "routes"],
    tags: ["weather", "converter", "calculator", "scanner", "qr-code", "passwords", "translation", "files", "maps", "tools"],
    zhNouns: ["天气", "翻译", "扫码", "计算器", "换算", "密码", "文件", "地图", "时钟", "闹钟"],
  },
};

const ADJECTIVES = [
  "Swift",
  "Bright",
  "Simple",
  "Smart",
  "Open",
  "Tiny",
  "Daily",
  "Happy",
  "Quiet",
  "Clever",
  "Pocket",
  "Super",
  "Fresh",
  "Clear",
  "Zen",
  "Rapid",
  "Cosy",
  "Bold",
  "Mini",
  "Easy",
  "Pure",
  "Little",
  "Neat",
  "Magic",
];
const SUFFIXES = ["Pro", "Lite", "Hub", "Go", "Plus", "Kit", "Box", "Studio", "Online", "App", "X", "Max", "Now", "Flow"];
const SYLLABLES = [
  "lu",
  "mo",
  "na",
  "vi",
  "ka",
  "ze",
  "ro",
  "ti",
  "qua",
  "bel",
  "dor",
  "fin",
  "gal",
  "hex",
  "ion",
  "jun",
  "kel",
  "lum",
  "mar",
  "nex",
  "ori",
  "pix",
  "ryn",
  "sol",
  "tav",
  "umb",
  "vex",
  "wyn",
  "xo",
  "yal",
  "zor",
];
const COMPANY_FORMS = ["Labs", "Software", "Studio", "Apps", "Inc.", "GmbH", "Ltd", "Collective", "Digital", "Works"];
const QUALITIES = [
  "fast",
  "private",
  "beautiful",
  "free",
  "open-source",
  "minimal",
  "powerful",
  "friendly",
  "lightweight",
  "collaborative",
];
const CONTEXTS = [
  "on any device",
  "right in your browser",
  "even offline",
  "with your team",
  "in seconds",
  "without an account",
  "at home or on the go",
  "for free",
];
const EXTRAS = [
  "Works offline and syncs when you are back online.",
  "Installs to your home screen like a native app.",
  "No ads, no tracking, your data stays yours.",
  "Dark mode, keyboard shortcuts and export to PDF.",
  "Share with a link and collaborate in real time.",
  "Loved by students, freelancers and small teams.",
  "Supports notifications and a compact widget view.",
  "Import from CSV, JSON or your old app in one click.",
];
const GENERAL_TAGS = ["offline", "free", "open-source", "privacy", "sync", "dark-mode", "pwa", "no-signup"];

const ZH_PREFIXES = ["云", "极速", "智能", "小", "轻", "超级", "快乐", "每日", "简单", "口袋", "悦", "闪电", "星空", "随手", "微"];
const ZH_SUFFIXES = ["", "", "助手", "大师", "宝", "通", "精灵", "盒子", "专家", "工具"];
const ZH_PHRASES = [
  "离线也能使用，联网后自动同步。",
  "无需安装，打开浏览器即可使用。",
  "界面简洁，没有广告，保护你的隐私。",
  "支持深色模式和快捷键，效率更高。",
  "一键分享给朋友，多人实时协作。",
  "适合学生、自由职业者和小团队。",
  "可以添加到主屏幕，像原生应用一样启动。",
  "数据保存在本地，安全又放心。",
];
const ZH_CITIES = ["北京", "上海", "深圳", "杭州", "成都", "广州", "南京", "武汉"];
const ZH_COMPANY_WORDS = ["星辰", "云帆", "青木", "极光", "蓝海", "火花", "松果", "远山"];

export interface CorpusApp {
  id: string;
  slug: string;
  name: string;
  shortName: string;
  description: string;
  categoryId: string;
  tags: string[];
  developerName: string;
  version: string;
  sizeBytes: number;
  icon: string;
  startUrl: string;
  opens: number;
  views: number;
  ratingAverage: number;
  ratingCount: number;
  featured: boolean;
  translations: Record<string, { name?: string; description?: string }>;
  createdAt: number;
  publishedAt: number;
}

function brandWord(random: Random): string {
  const parts = 1 + Math.floor(random() * 2) + 1;
  let word = "";
  for (let i = 0; i < parts; i++) word += pick(random, SYLLABLES);
  return capitalise(word);
}

function englishName(random: Random, nouns: string[]): string {
  const shape = random();
  if (shape < 0.35) return `${pick(random, ADJECTIVES)} ${pick(random, nouns)}`;
  if (shape < 0.6) return `${brandWord(random)} ${pick(random, nouns)}`;
  if (shape < 0.8) return `${pick(random, nouns)} ${pick(random, SUFFIXES)}`;
  if (shape < 0.92) return brandWord(random);
  return `${pick(random, ADJECTIVES)} ${pick(random, nouns)} ${pick(random, SUFFIXES)}`;
}

function chineseName(random: Random, zhNouns: string[]): string {
  return pick(random, ZH_PREFIXES) + pick(random, zhNouns) + pick(random, ZH_SUFFIXES);
}

function englishDescription(random: Random, topic: (typeof TOPICS)[keyof typeof TOPICS]): string {
  const verb = pick(random, topic.verbs);
  const object = pick(random, topic.objects);
  const context = pick(random, CONTEXTS);
  const quality = pick(random, QUALITIES);
  // Several shapes, so that no single word ("app") ends up in every description.
  const shape = random();
  const first =
    shape < 0.35
      ? `A ${quality} app to ${verb} your ${object} ${context}.`
      : shape < 0.6
        ? `The ${quality} way to ${verb} your ${object} ${context}.`
        : shape < 0.8
          ? `${capitalise(verb)} your ${object} ${context}: ${quality}, simple and ready when you are.`
          : `Helps you ${verb} ${object} ${context}, with a ${quality} interface.`;
  return random() < 0.7 ? `${first} ${pick(random, EXTRAS)}` : first;
}

function chineseDescription(random: Random, zhNouns: string[]): string {
  const [a, b] = pickSome(random, zhNouns, 2);
  return `一款${pick(random, ["好用的", "免费的", "轻量的", "专业的", "简洁的"])}${a}应用，帮你轻松管理${b}。${pick(random, ZH_PHRASES)}`;
}

function developer(random: Random, chinese: boolean): string {
  if (chinese) return `${pick(random, ZH_CITIES)}${pick(random, ZH_COMPANY_WORDS)}科技`;
  return random() < 0.25 ? `${brandWord(random)} ${brandWord(random)}` : `${brandWord(random)} ${pick(random, COMPANY_FORMS)}`;
}

const DAY_MS = 86_400_000;

/**
 * App number `index` of the corpus (0-based). Shares: 20% Chinese-first (Chinese name and
 * description, English translation), 35% English with a Chinese translation, 45% English only.
 * Opens follow a long tail (a few apps very popular, most with a few hundred).
 */
export function corpusApp(index: number, nowMs: number): CorpusApp {
  const random = mulberry32(0x5eed + index * 7919);
  const categoryId = CATEGORY_IDS[index % CATEGORY_IDS.length]!;
  const topic = TOPICS[categoryId];
  const kind = random();
  const chineseFirst = kind < 0.2;
  const withZh = !chineseFirst && kind < 0.55;

  const enName = englishName(random, topic.nouns);
  const enDescription = englishDescription(random, topic);
  const zhName = chineseName(random, topic.zhNouns);
  const zhDescription = chineseDescription(random, topic.zhNouns);
  const name = chineseFirst ? zhName : enName;
  const translations: CorpusApp["translations"] = chineseFirst
    ? { en: { name: enName, description: enDescription } }
    : withZh
      ? { zh: { ...(random() < 0.4 ? { name: zhName } : {}), description: zhDescription } }
      : {};

  const slug = `${enName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${index.toString(36)}`;
  const opens = Math.min(5_000_000, Math.floor(50 * (1 / Math.max(random(), 1e-6)) ** 1.6));
  const publishedAt = nowMs - Math.floor(random() * 1_000) * DAY_MS - Math.floor(random() * DAY_MS);
  const ratingCount = Math.floor(opens * (0.002 + random() * 0.02));
  return {
    id: `bench-${index.toString(36).padStart(5, "0")}`,
    slug,
    name,
    shortName: name.split(" ")[0]!.slice(0, 12),
    description: chineseFirst ? zhDescription : enDescription,
    categoryId,
    tags: [...pickSome(random, topic.tags, 1 + Math.floor(random() * 3)), ...pickSome(random, GENERAL_TAGS, Math.floor(random() * 3))],
    developerName: developer(random, chineseFirst),
    version: `${1 + Math.floor(random() * 5)}.${Math.floor(random() * 20)}.${Math.floor(random() * 10)}`,
    sizeBytes: 50_000 + Math.floor(random() * 5_000_000),
    icon: `https://${slug}.example.com/icon-192.png`,
    startUrl: `https://${slug}.example.com/`,
    opens,
    views: Math.floor(opens * (1.2 + random())),
    ratingAverage: ratingCount === 0 ? 0 : Math.round((3 + random() * 2) * 100) / 100,
    ratingCount,
    featured: random() < 0.001,
    translations,
    createdAt: publishedAt - DAY_MS,
    publishedAt,
  };
}

/** SQLite text literal. */
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The columns corpusInsertSql writes; the rest take their defaults. */
const COLUMNS = [
  "id",
  "slug",
  "name",
  "short_name",
  "description",
  "category_id",
  "tags",
  "developer_name",
  "version",
  "size_bytes",
  "icon",
  "start_url",
  "website_url",
  "status",
  "featured",
  "opens",
  "views",
  "rating_average",
  "rating_count",
  "translations",
  "created_at",
  "updated_at",
  "published_at",
];

/** One multi-row INSERT for apps [from, to): the triggers fill both search indexes from it. */
export function corpusInsertSql(from: number, to: number, nowMs: number): string {
  const rows: string[] = [];
  for (let index = from; index < to; index++) {
    const app = corpusApp(index, nowMs);
    rows.push(
      `(${[
        text(app.id),
        text(app.slug),
        text(app.name),
        text(app.shortName),
        text(app.description),
        text(app.categoryId),
        text(JSON.stringify(app.tags)),
        text(app.developerName),
        text(app.version),
        app.sizeBytes,
        text(app.icon),
        text(app.startUrl),
        text(app.startUrl),
        "'published'",
        app.featured ? 1 : 0,
        app.opens,
        app.views,
        app.ratingAverage,
        app.ratingCount,
        text(JSON.stringify(app.translations)),
        app.createdAt,
        app.publishedAt,
        app.publishedAt,
      ].join(", ")})`,
    );
  }
  return `INSERT INTO apps (${COLUMNS.join(", ")}) VALUES\n${rows.join(",\n")};`;
}
