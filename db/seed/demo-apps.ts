import type { DemoApp } from "./demo-app-type.ts";

/**
 * The local demo catalog: real, installable web apps, eight per category. Every description,
 * long description and feature line was written for this project (none are copied store blurbs),
 * and so were their translations (zh, es, fr, de, ja: db/seed/demo-app-type.ts says how each
 * language addresses the reader).
 * Ratings, rating counts, opens, sizes and publication ages are invented demo numbers.
 */

const GOOGLE_PRIVACY = "https://policies.google.com/privacy";
const GOOGLE_TERMS = "https://policies.google.com/terms";
const MICROSOFT_PRIVACY = "https://privacy.microsoft.com/privacystatement";
const MICROSOFT_TERMS = "https://www.microsoft.com/servicesagreement";
const MICROSOFT_SUPPORT = "https://support.microsoft.com";
const PROTON_PRIVACY = "https://proton.me/legal/privacy";
const PROTON_TERMS = "https://proton.me/legal/terms";

export const DEMO_APPS: readonly DemoApp[] = [
  // ───────────────────────────── productivity ─────────────────────────────
  {
    slug: "notion",
    name: "Notion",
    shortName: "Notion",
    description: "An all-in-one workspace where notes, docs, wikis and project databases live side by side and link to each other.",
    longDescription:
      "Notion lets you build pages out of blocks — text, checklists, tables, boards, embeds — and nest them as deeply as you like. A personal journal and a company wiki are made from the same building pieces.\n\nDatabases are the heart of it: one set of entries can appear as a table, a kanban board, a calendar or a gallery, each with its own filters. Templates cover common setups such as meeting notes, roadmaps and reading lists.\n\nThe installed web app opens straight into your workspace and keeps recent pages handy, though editing and sync need a connection.",
    features: [
      "Block-based pages that nest without limit",
      "Databases with table, board, calendar and gallery views",
      "Real-time collaboration with comments and mentions",
      "Hundreds of ready-made templates",
      "Built-in AI writing assistant on paid plans",
    ],
    category: "productivity",
    tags: ["notes", "wiki", "docs", "databases"],
    developer: "Notion Labs, Inc.",
    url: "https://www.notion.so",
    version: "2.41.0",
    sizeBytes: 14_800_000,
    themeColor: "#000000",
    rating: 4.7,
    ratingCount: 3120,
    opens: 71_240,
    featured: true,
    publishedDaysAgo: 412,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications", "clipboard-write"],
    support: "https://www.notion.so/help",
    zh: {
      description: "把笔记、文档、知识库和项目数据库放进同一个工作区，彼此互相链接，按需自由组合。",
      features: [
        "页面由积木式区块搭建，可无限嵌套",
        "同一数据库可切换表格、看板、日历、画廊视图",
        "多人实时协作，支持评论与提及",
        "海量现成模板开箱即用",
      ],
    },
    es: {
      description:
        "Un espacio de trabajo todo en uno donde notas, documentos, wikis y bases de datos de proyectos conviven y se enlazan entre sí.",
      features: [
        "Páginas hechas de bloques que se anidan sin límite",
        "Bases de datos con vistas de tabla, tablero, calendario y galería",
        "Colaboración en tiempo real con comentarios y menciones",
        "Cientos de plantillas listas para usar",
        "Asistente de escritura con IA integrado en los planes de pago",
      ],
    },
    fr: {
      description:
        "Un espace de travail tout-en-un où notes, documents, wikis et bases de données de projet cohabitent et se relient les uns aux autres.",
      features: [
        "Pages faites de blocs imbriquables à l’infini",
        "Bases de données en vue tableau, kanban, calendrier ou galerie",
        "Collaboration en temps réel avec commentaires et mentions",
        "Des centaines de modèles prêts à l’emploi",
        "Assistant de rédaction IA intégré dans les offres payantes",
      ],
    },
    de: {
      description:
        "Ein Arbeitsbereich für alles, in dem Notizen, Dokumente, Wikis und Projektdatenbanken nebeneinander liegen und miteinander verknüpft sind.",
      features: [
        "Seiten aus Blöcken, beliebig tief verschachtelbar",
        "Datenbanken als Tabelle, Board, Kalender oder Galerie",
        "Zusammenarbeit in Echtzeit mit Kommentaren und Erwähnungen",
        "Hunderte fertige Vorlagen",
        "Integrierter KI-Schreibassistent in den kostenpflichtigen Tarifen",
      ],
    },
    ja: {
      description:
        "メモ、ドキュメント、Wiki、プロジェクトのデータベースをひとつのワークスペースにまとめ、互いにリンクできるオールインワンツールです。",
      features: [
        "ブロックで組み立てるページを無制限に入れ子化",
        "テーブル、ボード、カレンダー、ギャラリーで見られるデータベース",
        "コメントやメンションを使ったリアルタイム共同編集",
        "すぐに使える数百種類のテンプレート",
        "有料プランでは AI 文章アシスタントを内蔵",
      ],
    },
  },
  {
    slug: "todoist",
    name: "Todoist",
    shortName: "Todoist",
    description: "A fast task manager that understands plain-language due dates and keeps personal and work to-dos in tidy projects.",
    longDescription:
      'Type "pay rent every month on the 1st" and Todoist turns it into a recurring task with the right date. Projects, sections, labels and priority levels keep long lists readable without getting in the way.\n\nThe Today and Upcoming views show what needs attention now, while filters let you build custom lists such as every call you have to make this week. Shared projects let households and small teams split up work.\n\nChanges sync instantly across the web, desktop and phone, and the installed app can remind you with notifications.',
    features: [
      "Natural-language dates and recurring tasks",
      "Projects, sections, labels and four priority levels",
      "Today and Upcoming planning views",
      "Shared projects with assignees and comments",
      "Custom filters and productivity stats",
    ],
    category: "productivity",
    tags: ["tasks", "todo", "planning", "gtd"],
    developer: "Doist",
    url: "https://app.todoist.com",
    version: "9.12.1",
    sizeBytes: 6_200_000,
    themeColor: "#e44332",
    rating: 4.6,
    ratingCount: 1840,
    opens: 38_420,
    publishedDaysAgo: 356,
    requirements: ["Free account required", "Requires an internet connection for sync"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://todoist.com/privacy",
    termsUrl: "https://todoist.com/terms",
    support: "https://todoist.com/help",
    zh: {
      description: "能听懂“每月 1 号交房租”这类日常说法的待办工具，把工作和生活任务分门别类整理好。",
      features: [
        "用自然语言设置日期和重复任务",
        "项目、分区、标签和四级优先级",
        "“今天”和“即将到来”视图帮你做计划",
        "共享项目，可分配任务并留言",
      ],
    },
    es: {
      description:
        "Un gestor de tareas ágil que entiende fechas escritas con tus propias palabras y ordena tus pendientes personales y de trabajo en proyectos.",
      features: [
        "Fechas en lenguaje natural y tareas recurrentes",
        "Proyectos, secciones, etiquetas y cuatro niveles de prioridad",
        "Vistas de planificación Hoy y Próximo",
        "Proyectos compartidos con responsables y comentarios",
        "Filtros personalizados y estadísticas de productividad",
      ],
    },
    fr: {
      description:
        "Un gestionnaire de tâches rapide qui comprend les échéances écrites en langage courant et range vos tâches perso et pro dans des projets clairs.",
      features: [
        "Dates en langage naturel et tâches récurrentes",
        "Projets, sections, étiquettes et quatre niveaux de priorité",
        "Vues de planification Aujourd’hui et À venir",
        "Projets partagés avec responsables et commentaires",
        "Filtres personnalisés et statistiques de productivité",
      ],
    },
    de: {
      description:
        "Eine flotte Aufgabenverwaltung, die Fälligkeiten in Alltagssprache versteht und private wie berufliche To-dos in übersichtlichen Projekten ordnet.",
      features: [
        "Termine in natürlicher Sprache und wiederkehrende Aufgaben",
        "Projekte, Abschnitte, Labels und vier Prioritätsstufen",
        "Planungsansichten „Heute“ und „Demnächst“",
        "Geteilte Projekte mit Zuständigen und Kommentaren",
        "Eigene Filter und Produktivitätsstatistiken",
      ],
    },
    ja: {
      description:
        "普段の言葉で書いた期日を理解し、仕事とプライベートのタスクをプロジェクトごとにすっきり整理できる軽快なタスク管理アプリです。",
      features: [
        "自然な言葉での日付入力と繰り返しタスク",
        "プロジェクト、セクション、ラベル、4 段階の優先度",
        "「今日」と「近日予定」の計画ビュー",
        "担当者とコメント付きの共有プロジェクト",
        "カスタムフィルターと生産性の統計",
      ],
    },
  },
  {
    slug: "ticktick",
    name: "TickTick",
    shortName: "TickTick",
    description: "To-do lists, a calendar, habit tracking and a Pomodoro timer rolled into one lightweight planner.",
    longDescription:
      "TickTick combines a capable task list with tools that usually live in separate apps. Tasks can carry subtasks, reminders and tags, and the calendar view lets you drag them into time slots.\n\nA built-in Pomodoro timer records focus sessions, and the habit tracker keeps daily streaks for things like reading or drinking enough water. The Eisenhower matrix view sorts work by urgency and importance.\n\nEverything syncs with the phone and desktop apps, so a task captured in the browser pops up as a reminder on your phone.",
    features: [
      "Tasks with subtasks, reminders and tags",
      "Calendar view with drag-and-drop scheduling",
      "Pomodoro focus timer with statistics",
      "Habit tracker with streaks",
      "Eisenhower matrix for prioritising",
    ],
    category: "productivity",
    tags: ["tasks", "calendar", "habits", "pomodoro"],
    developer: "Appest Limited",
    url: "https://ticktick.com/webapp/",
    version: "6.3.2",
    sizeBytes: 5_400_000,
    themeColor: "#4772fa",
    rating: 4.5,
    ratingCount: 960,
    opens: 17_350,
    publishedDaysAgo: 188,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    support: "mailto:support@ticktick.com",
    zh: {
      name: "滴答清单",
      description: "集待办清单、日历、习惯打卡和番茄钟于一身的轻量计划工具。",
      features: ["任务支持子任务、提醒和标签", "日历视图，拖一拖就能排好时间", "内置番茄钟并统计专注时长", "习惯打卡，记录连续天数"],
    },
    es: {
      description: "Listas de tareas, calendario, seguimiento de hábitos y temporizador Pomodoro reunidos en un planificador ligero.",
      features: [
        "Tareas con subtareas, recordatorios y etiquetas",
        "Vista de calendario para planificar arrastrando y soltando",
        "Temporizador Pomodoro con estadísticas",
        "Seguimiento de hábitos con rachas",
        "Matriz de Eisenhower para fijar prioridades",
      ],
    },
    fr: {
      description: "Listes de tâches, calendrier, suivi d’habitudes et minuteur Pomodoro réunis dans un planificateur léger.",
      features: [
        "Tâches avec sous-tâches, rappels et étiquettes",
        "Vue calendrier avec planification par glisser-déposer",
        "Minuteur Pomodoro avec statistiques",
        "Suivi d’habitudes avec séries",
        "Matrice d’Eisenhower pour fixer les priorités",
      ],
    },
    de: {
      description: "To-do-Listen, Kalender, Gewohnheitstracker und Pomodoro-Timer vereint in einem schlanken Planer.",
      features: [
        "Aufgaben mit Unteraufgaben, Erinnerungen und Tags",
        "Kalenderansicht mit Planung per Drag-and-drop",
        "Pomodoro-Fokustimer mit Statistiken",
        "Gewohnheitstracker mit Serien",
        "Eisenhower-Matrix zum Priorisieren",
      ],
    },
    ja: {
      description: "ToDo リスト、カレンダー、習慣トラッカー、ポモドーロタイマーをひとつにまとめた軽快なプランナーです。",
      features: [
        "サブタスク、リマインダー、タグ付きのタスク",
        "ドラッグ＆ドロップで予定を組めるカレンダービュー",
        "統計付きのポモドーロ集中タイマー",
        "連続記録付きの習慣トラッカー",
        "優先順位づけに使えるアイゼンハワー・マトリクス",
      ],
    },
  },
  {
    slug: "google-keep",
    name: "Google Keep",
    shortName: "Keep",
    description: "Quick notes, checklists and reminders on colourful cards, synced to your Google account and shareable with family.",
    longDescription:
      "Keep is built for capturing things in seconds: a shopping list, a parking spot, a passage from a book. Notes appear as cards you can colour, pin, label and rearrange.\n\nChecklists can be shared with family members so everyone sees items ticked off in real time. Time-based reminders nudge you when it matters, and images can be searched by the text they contain.\n\nNotes sync with your Google account, so what you jot down in the browser is waiting on your phone.",
    features: [
      "Notes and checklists on colour-coded cards",
      "Shared lists that update live",
      "Time-based reminders",
      "Labels, pins and fast search",
      "Text recognition in images",
    ],
    category: "productivity",
    tags: ["notes", "checklists", "reminders"],
    developer: "Google LLC",
    url: "https://keep.google.com",
    version: "5.24.1",
    sizeBytes: 3_100_000,
    themeColor: "#fbbc04",
    rating: 4.4,
    ratingCount: 1530,
    opens: 29_610,
    publishedDaysAgo: 540,
    requirements: ["Google account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: GOOGLE_PRIVACY,
    termsUrl: GOOGLE_TERMS,
    support: "https://support.google.com/keep",
    zh: {
      name: "Google Keep 记事",
      description: "用彩色卡片随手记下想法、清单和待办，到点自动提醒，手机电脑随时同步。",
      features: ["彩色卡片式笔记与清单", "与家人共享清单，实时更新", "定时提醒不错过", "标签、置顶与快速搜索"],
    },
    es: {
      description:
        "Notas rápidas, listas y recordatorios en tarjetas de colores, sincronizados con tu cuenta de Google y fáciles de compartir con tu familia.",
      features: [
        "Notas y listas en tarjetas por colores",
        "Listas compartidas que se actualizan al instante",
        "Recordatorios por fecha y hora",
        "Etiquetas, notas fijadas y búsqueda rápida",
        "Reconocimiento de texto en imágenes",
      ],
    },
    fr: {
      description:
        "Notes rapides, listes et rappels sur des fiches colorées, synchronisés avec votre compte Google et faciles à partager en famille.",
      features: [
        "Notes et listes sur des fiches de couleur",
        "Listes partagées mises à jour en direct",
        "Rappels à une date et une heure",
        "Libellés, épingles et recherche rapide",
        "Reconnaissance du texte dans les images",
      ],
    },
    de: {
      description:
        "Schnelle Notizen, Checklisten und Erinnerungen auf bunten Karten, synchronisiert mit deinem Google-Konto und leicht mit der Familie zu teilen.",
      features: [
        "Notizen und Checklisten auf farbigen Karten",
        "Geteilte Listen, die sich live aktualisieren",
        "Zeitbasierte Erinnerungen",
        "Labels, angepinnte Notizen und schnelle Suche",
        "Texterkennung in Bildern",
      ],
    },
    ja: {
      description: "メモ、チェックリスト、リマインダーをカラフルなカードで管理でき、Google アカウントで同期して家族とも共有できます。",
      features: [
        "色分けしたカードでメモとチェックリストを管理",
        "リアルタイムで更新される共有リスト",
        "日時を指定したリマインダー",
        "ラベル、固定表示、すばやい検索",
        "画像内の文字認識",
      ],
    },
  },
  {
    slug: "google-docs",
    name: "Google Docs",
    shortName: "Docs",
    description: "Write and edit documents together in real time, with suggestions, comments and version history built in.",
    longDescription:
      "Google Docs is a word processor that lives in the browser. Several people can type in the same document at once, each with a coloured cursor, and every change is saved automatically.\n\nSuggestion mode works like tracked changes, comments can be assigned as action items, and version history lets you roll back to any earlier draft. Word files open and export without fuss.\n\nWith offline access switched on, recent documents stay editable without a connection and sync once you are back online.",
    features: [
      "Simultaneous editing with live cursors",
      "Suggestions, comments and assigned action items",
      "Full version history",
      "Imports and exports Word, PDF and ODT",
      "Offline editing when enabled",
    ],
    category: "productivity",
    tags: ["documents", "writing", "collaboration", "office"],
    developer: "Google LLC",
    url: "https://docs.google.com/document/",
    version: "1.24.310",
    sizeBytes: 9_600_000,
    themeColor: "#4285f4",
    rating: 4.5,
    ratingCount: 2870,
    opens: 64_830,
    publishedDaysAgo: 690,
    requirements: ["Google account required", "Works offline once enabled"],
    permissions: ["clipboard-write", "storage"],
    privacyPolicyUrl: GOOGLE_PRIVACY,
    termsUrl: GOOGLE_TERMS,
    support: "https://support.google.com/docs",
    zh: {
      name: "Google 文档",
      description: "多人实时协作写文档，自带修改建议、评论和版本历史；开启离线模式后断网也能继续写。",
      features: ["多人同时编辑，光标实时可见", "建议模式、评论与任务分配", "完整的版本历史", "支持导入导出 Word 和 PDF"],
    },
    es: {
      name: "Documentos de Google",
      description:
        "Escribe y edita documentos en equipo y en tiempo real, con sugerencias, comentarios e historial de versiones integrados.",
      features: [
        "Edición simultánea con cursores en vivo",
        "Sugerencias, comentarios y tareas asignadas",
        "Historial de versiones completo",
        "Importa y exporta Word, PDF y ODT",
        "Edición sin conexión si la activas",
      ],
    },
    fr: {
      description:
        "Rédigez et modifiez des documents à plusieurs en temps réel, avec suggestions, commentaires et historique des versions intégrés.",
      features: [
        "Modification simultanée avec curseurs en direct",
        "Suggestions, commentaires et actions attribuées",
        "Historique complet des versions",
        "Import et export Word, PDF et ODT",
        "Modification hors connexion une fois activée",
      ],
    },
    de: {
      description: "Schreibe und bearbeite Dokumente gemeinsam in Echtzeit, mit Vorschlägen, Kommentaren und Versionsverlauf.",
      features: [
        "Gleichzeitiges Bearbeiten mit Live-Cursorn",
        "Vorschläge, Kommentare und zugewiesene Aufgaben",
        "Vollständiger Versionsverlauf",
        "Import und Export von Word, PDF und ODT",
        "Offline-Bearbeitung, wenn aktiviert",
      ],
    },
    ja: {
      name: "Google ドキュメント",
      description: "提案、コメント、変更履歴を備え、複数人でリアルタイムに文書を作成・編集できます。",
      features: [
        "カーソルが見える同時編集",
        "提案、コメント、アクションアイテムの割り当て",
        "すべての版をたどれる変更履歴",
        "Word、PDF、ODT のインポートとエクスポート",
        "設定すればオフラインでも編集可能",
      ],
    },
  },
  {
    slug: "proton-mail",
    name: "Proton Mail",
    shortName: "Proton Mail",
    description:
      "Encrypted email from Switzerland: your mailbox is stored end-to-end encrypted, so only you and your recipients can read it.",
    longDescription:
      "Proton Mail encrypts your mailbox so that the provider itself cannot read its contents. Messages between Proton users are end-to-end encrypted automatically, and you can send password-protected mail to anyone else.\n\nThe web app includes folders, labels, filters and an integrated calendar, and it blocks tracking pixels in incoming newsletters. Custom domains and extra addresses are available on paid plans.\n\nInstall it to keep mail in its own window, with desktop notifications for new messages.",
    features: [
      "End-to-end encrypted mailbox",
      "Password-protected messages to any address",
      "Tracker and remote-image blocking",
      "Folders, labels and filters",
      "Integrated encrypted calendar",
    ],
    category: "productivity",
    tags: ["email", "privacy", "encryption", "security"],
    developer: "Proton AG",
    url: "https://mail.proton.me",
    version: "5.0.58",
    sizeBytes: 8_700_000,
    themeColor: "#6d4aff",
    rating: 4.6,
    ratingCount: 1210,
    opens: 21_470,
    publishedDaysAgo: 97,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: PROTON_PRIVACY,
    termsUrl: PROTON_TERMS,
    support: "https://proton.me/support",
    zh: {
      description: "来自瑞士的加密邮箱，邮件以端到端加密方式保存，只有你和收件人能看到内容。",
      features: ["邮箱内容端到端加密", "可向任意地址发送带密码的邮件", "自动拦截邮件中的追踪像素", "文件夹、标签与过滤规则"],
    },
    es: {
      description:
        "Correo cifrado desde Suiza: tu buzón se guarda con cifrado de extremo a extremo, así que solo tú y tus destinatarios pueden leerlo.",
      features: [
        "Buzón con cifrado de extremo a extremo",
        "Mensajes protegidos con contraseña a cualquier dirección",
        "Bloqueo de rastreadores e imágenes remotas",
        "Carpetas, etiquetas y filtros",
        "Calendario cifrado integrado",
      ],
    },
    fr: {
      description:
        "Une messagerie chiffrée venue de Suisse : votre boîte est chiffrée de bout en bout, seuls vous et vos destinataires pouvez lire vos messages.",
      features: [
        "Boîte de réception chiffrée de bout en bout",
        "Messages protégés par mot de passe vers n’importe quelle adresse",
        "Blocage des traqueurs et des images distantes",
        "Dossiers, libellés et filtres",
        "Calendrier chiffré intégré",
      ],
    },
    de: {
      description:
        "Verschlüsselte E-Mail aus der Schweiz: Dein Postfach ist Ende-zu-Ende-verschlüsselt gespeichert, sodass nur du und deine Empfänger es lesen können.",
      features: [
        "Ende-zu-Ende-verschlüsseltes Postfach",
        "Passwortgeschützte Nachrichten an jede Adresse",
        "Blockiert Tracker und externe Bilder",
        "Ordner, Labels und Filter",
        "Integrierter verschlüsselter Kalender",
      ],
    },
    ja: {
      description:
        "スイス発の暗号化メールです。メールボックスはエンドツーエンドで暗号化して保存されるため、読めるのはあなたと受信者だけです。",
      features: [
        "エンドツーエンド暗号化されたメールボックス",
        "どのアドレスにも送れるパスワード保護メッセージ",
        "トラッカーと外部画像のブロック",
        "フォルダ、ラベル、フィルター",
        "暗号化カレンダーを内蔵",
      ],
    },
  },
  {
    slug: "microsoft-to-do",
    name: "Microsoft To Do",
    shortName: "To Do",
    description: "A calm, simple list app whose My Day planner helps you choose what to focus on each morning.",
    longDescription:
      "Microsoft To Do keeps lists deliberately simple: tasks with due dates, reminders, notes and steps. Its signature feature is My Day, a fresh list each morning where you pick what you actually plan to tackle, with suggestions drawn from overdue and upcoming items.\n\nLists can be shared with anyone who has a Microsoft account, and emails you flag in Outlook show up as tasks automatically.\n\nThe installed web app stays in sync with the Windows, iOS and Android versions.",
    features: [
      "My Day planner with daily suggestions",
      "Steps, notes, reminders and due dates",
      "Shared lists",
      "Flagged Outlook emails become tasks",
      "Themes and custom list backgrounds",
    ],
    category: "productivity",
    tags: ["tasks", "lists", "planning", "microsoft"],
    developer: "Microsoft Corporation",
    url: "https://to-do.office.com/tasks/",
    version: "2.118.0",
    sizeBytes: 4_300_000,
    themeColor: "#2564cf",
    rating: 4.3,
    ratingCount: 640,
    opens: 12_880,
    publishedDaysAgo: 233,
    requirements: ["Microsoft account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: MICROSOFT_PRIVACY,
    termsUrl: MICROSOFT_TERMS,
    support: MICROSOFT_SUPPORT,
    zh: {
      description: "简洁耐用的清单应用，每天早上用“我的一天”挑出今天真正要专注完成的事。",
    },
    es: {
      description: "Una app de listas sencilla y tranquila cuyo planificador Mi día te ayuda a elegir cada mañana en qué concentrarte.",
      features: [
        "Planificador Mi día con sugerencias diarias",
        "Pasos, notas, recordatorios y fechas de vencimiento",
        "Listas compartidas",
        "Los correos marcados de Outlook se convierten en tareas",
        "Temas y fondos personalizados para cada lista",
      ],
    },
    fr: {
      description:
        "Une appli de listes simple et apaisante, dont le planificateur Ma journée vous aide à choisir chaque matin sur quoi vous concentrer.",
      features: [
        "Planificateur Ma journée avec suggestions quotidiennes",
        "Étapes, notes, rappels et échéances",
        "Listes partagées",
        "Les e-mails marqués dans Outlook deviennent des tâches",
        "Thèmes et arrière-plans de liste personnalisés",
      ],
    },
    de: {
      description:
        "Eine ruhige, einfache Listen-App, deren Planer „Mein Tag“ dir jeden Morgen hilft, dich auf das Wichtige zu konzentrieren.",
      features: [
        "Planer „Mein Tag“ mit täglichen Vorschlägen",
        "Schritte, Notizen, Erinnerungen und Fälligkeiten",
        "Geteilte Listen",
        "Gekennzeichnete Outlook-Mails werden zu Aufgaben",
        "Designs und eigene Listenhintergründe",
      ],
    },
    ja: {
      description: "シンプルで落ち着いたリストアプリです。「今日の予定」で、毎朝集中すべきことを選びやすくなります。",
      features: [
        "毎日の提案が届く「今日の予定」",
        "ステップ、メモ、リマインダー、期限",
        "共有リスト",
        "Outlook でフラグを付けたメールをタスクに",
        "テーマとリストごとの背景",
      ],
    },
  },
  {
    slug: "evernote",
    name: "Evernote",
    shortName: "Evernote",
    description: "A long-standing home for notes, web clippings, scans and to-dos, with search that reaches inside images and PDFs.",
    longDescription:
      "Evernote is designed to be the place where everything ends up: typed notes, web clippings, PDFs, photos of receipts and whiteboards. Notebooks and tags organise them, and search reaches even into text inside images and documents.\n\nNotes can hold tasks with due dates, and the home dashboard pulls together recent notes, pinned items and a scratch pad. Templates help with recurring formats such as meeting minutes.\n\nThe web client installs as a standalone app and syncs with every other device on your account.",
    features: [
      "Notebooks, stacks and tags",
      "Search inside images and PDFs",
      "Tasks with due dates inside notes",
      "Web clipper integration",
      "Customisable home dashboard",
    ],
    category: "productivity",
    tags: ["notes", "archive", "organisation", "search"],
    developer: "Evernote Corporation",
    url: "https://www.evernote.com/client/web",
    version: "10.105.4",
    sizeBytes: 11_200_000,
    themeColor: "#00a82d",
    rating: 3.9,
    ratingCount: 720,
    opens: 9_340,
    publishedDaysAgo: 611,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications", "storage"],
    support: "https://help.evernote.com",
    zh: {
      description: "老牌笔记应用，笔记、网页剪藏、扫描件和待办都能收进来，连图片和 PDF 里的文字也搜得到。",
    },
    es: {
      description:
        "Un clásico para guardar notas, recortes web, escaneos y tareas, con una búsqueda que llega al interior de imágenes y PDF.",
      features: [
        "Libretas, pilas y etiquetas",
        "Búsqueda dentro de imágenes y PDF",
        "Tareas con fecha de vencimiento dentro de las notas",
        "Integración con Web Clipper",
        "Panel de inicio personalizable",
      ],
    },
    fr: {
      description:
        "Un classique pour ranger vos notes, captures web, numérisations et tâches, avec une recherche qui fouille jusque dans les images et les PDF.",
      features: [
        "Carnets, piles de carnets et étiquettes",
        "Recherche dans les images et les PDF",
        "Tâches avec échéance au sein des notes",
        "Intégration du Web Clipper",
        "Tableau de bord d’accueil personnalisable",
      ],
    },
    de: {
      description: "Der bewährte Ort für Notizen, Webclips, Scans und To-dos, mit einer Suche, die auch Text in Bildern und PDFs findet.",
      features: [
        "Notizbücher, Stapel und Schlagwörter",
        "Suche in Bildern und PDFs",
        "Aufgaben mit Fälligkeit direkt in Notizen",
        "Anbindung an den Web Clipper",
        "Anpassbares Start-Dashboard",
      ],
    },
    ja: {
      description: "メモ、Web クリップ、スキャン、ToDo を長年支えてきた定番アプリです。画像や PDF の中まで検索できます。",
      features: [
        "ノートブック、スタック、タグ",
        "画像や PDF の中まで検索",
        "ノート内に期限付きのタスク",
        "Web クリッパーとの連携",
        "カスタマイズできるホーム画面",
      ],
    },
  },

  // ─────────────────────────────── creative ───────────────────────────────
  {
    slug: "excalidraw",
    name: "Excalidraw",
    shortName: "Excalidraw",
    description: "A virtual whiteboard for diagrams that look hand-drawn, with live collaboration and end-to-end encrypted sharing.",
    longDescription:
      "Excalidraw gives you an infinite canvas and a small set of tools — boxes, arrows, text, freehand lines — whose slightly wobbly style makes diagrams feel like quick whiteboard sketches rather than polished charts.\n\nStart a live session and anyone with the link can draw alongside you; the drawing is encrypted in the browser before it leaves your device. Libraries of reusable shapes cover things like architecture icons and UI wireframes.\n\nDrawings are kept in the browser, so the installed app works fully offline, and you can export to PNG, SVG or the open .excalidraw format.",
    features: [
      "Hand-drawn style shapes, arrows and text",
      "Live collaboration via a shareable link",
      "End-to-end encrypted sharing",
      "Community shape libraries",
      "Works offline; exports PNG, SVG and JSON",
    ],
    category: "creative",
    tags: ["whiteboard", "diagrams", "drawing", "collaboration"],
    developer: "Excalidraw",
    url: "https://excalidraw.com",
    version: "0.17.6",
    sizeBytes: 3_800_000,
    themeColor: "#6965db",
    rating: 4.8,
    ratingCount: 2640,
    opens: 48_760,
    featured: true,
    publishedDaysAgo: 14,
    requirements: ["Works offline"],
    permissions: ["clipboard-write", "storage"],
    support: "https://github.com/excalidraw/excalidraw/issues",
    zh: {
      description: "手绘风格的在线白板，随手画流程图和草图，支持多人实时协作，分享内容端到端加密。",
      features: ["手绘风格的图形、箭头和文字", "发个链接就能邀请他人实时协作", "分享内容端到端加密", "完全离线可用，可导出 PNG、SVG"],
    },
    es: {
      description:
        "Una pizarra virtual para diagramas con aspecto dibujado a mano, con colaboración en vivo y enlaces cifrados de extremo a extremo.",
      features: [
        "Formas, flechas y texto con estilo a mano alzada",
        "Colaboración en vivo con un enlace para compartir",
        "Uso compartido con cifrado de extremo a extremo",
        "Bibliotecas de formas de la comunidad",
        "Funciona sin conexión; exporta PNG, SVG y JSON",
      ],
    },
    fr: {
      description:
        "Un tableau blanc virtuel pour des schémas à l’allure dessinée à la main, avec collaboration en direct et partage chiffré de bout en bout.",
      features: [
        "Formes, flèches et texte au style crayonné",
        "Collaboration en direct via un lien de partage",
        "Partage chiffré de bout en bout",
        "Bibliothèques de formes de la communauté",
        "Fonctionne hors connexion ; export PNG, SVG et JSON",
      ],
    },
    de: {
      description:
        "Ein virtuelles Whiteboard für Diagramme im Handzeichnungs-Look, mit Live-Zusammenarbeit und Ende-zu-Ende-verschlüsseltem Teilen.",
      features: [
        "Formen, Pfeile und Text im Handzeichnungsstil",
        "Live-Zusammenarbeit über einen Freigabelink",
        "Ende-zu-Ende-verschlüsseltes Teilen",
        "Formenbibliotheken aus der Community",
        "Funktioniert offline; Export als PNG, SVG und JSON",
      ],
    },
    ja: {
      description:
        "手描き風の図を描けるバーチャルホワイトボードです。リアルタイムの共同編集と、エンドツーエンド暗号化された共有に対応しています。",
      features: [
        "手描き風の図形、矢印、テキスト",
        "共有リンクでリアルタイム共同編集",
        "エンドツーエンド暗号化された共有",
        "コミュニティ製の図形ライブラリ",
        "オフライン対応、PNG・SVG・JSON で書き出し",
      ],
    },
  },
  {
    slug: "tldraw",
    name: "tldraw",
    shortName: "tldraw",
    description: "A fast, friendly infinite canvas for sketches, flowcharts and wireframes, with snapping arrows and multiplayer rooms.",
    longDescription:
      "tldraw feels like a whiteboard that gets out of your way: shapes snap neatly, arrows stay attached when you move things around, and the pen smooths your strokes into pressure-sensitive lines.\n\nShare a room link to draw with others and watch their cursors move in real time. Sticky notes, frames and embedded images make it handy for retrospectives and brainstorming sessions.\n\nLocal boards are stored in the browser so you can keep sketching offline, and the canvas exports cleanly to SVG or PNG.",
    features: [
      "Pressure-sensitive pen and smooth shapes",
      "Arrows that stay bound to shapes",
      "Multiplayer rooms with live cursors",
      "Sticky notes, frames and images",
      "Offline local boards",
    ],
    category: "creative",
    tags: ["whiteboard", "canvas", "sketching", "brainstorming"],
    developer: "tldraw Inc.",
    url: "https://www.tldraw.com",
    version: "3.4.1",
    sizeBytes: 4_600_000,
    themeColor: "#1d1d1d",
    rating: 4.7,
    ratingCount: 880,
    opens: 16_540,
    publishedDaysAgo: 21,
    requirements: ["Works offline for local boards"],
    permissions: ["clipboard-write", "storage"],
    zh: {
      description: "流畅好用的无限画布，画草图、流程图、线框图都顺手，还能开房间和别人一起涂画。",
    },
    es: {
      description:
        "Un lienzo infinito, rápido y amigable para bocetos, diagramas de flujo y wireframes, con flechas que se ajustan y salas multijugador.",
      features: [
        "Lápiz sensible a la presión y formas suaves",
        "Flechas que se mantienen unidas a las formas",
        "Salas multijugador con cursores en vivo",
        "Notas adhesivas, marcos e imágenes",
        "Pizarras locales sin conexión",
      ],
    },
    fr: {
      description:
        "Une toile infinie, rapide et conviviale pour croquis, logigrammes et maquettes, avec des flèches aimantées et des salles multijoueurs.",
      features: [
        "Stylet sensible à la pression et formes lissées",
        "Flèches qui restent accrochées aux formes",
        "Salles multijoueurs avec curseurs en direct",
        "Notes autocollantes, cadres et images",
        "Tableaux locaux hors connexion",
      ],
    },
    de: {
      description:
        "Eine schnelle, freundliche, unendliche Leinwand für Skizzen, Flussdiagramme und Wireframes, mit einrastenden Pfeilen und Mehrspieler-Räumen.",
      features: [
        "Drucksensitiver Stift und glatte Formen",
        "Pfeile, die an Formen haften bleiben",
        "Mehrspieler-Räume mit Live-Cursorn",
        "Haftnotizen, Rahmen und Bilder",
        "Lokale Boards, auch offline",
      ],
    },
    ja: {
      description:
        "スケッチ、フローチャート、ワイヤーフレームを描ける、軽快で使いやすい無限キャンバスです。吸着する矢印やマルチプレイヤールームも備えています。",
      features: [
        "筆圧対応のペンとなめらかな図形",
        "図形にくっついたまま動く矢印",
        "カーソルが見えるマルチプレイヤールーム",
        "付箋、フレーム、画像",
        "オフラインで使えるローカルボード",
      ],
    },
  },
  {
    slug: "photopea",
    name: "Photopea",
    shortName: "Photopea",
    description: "A full photo editor in the browser that opens PSD, XCF, Sketch and RAW files, with layers, masks and smart objects.",
    longDescription:
      "Photopea recreates the workflow of a professional raster editor inside a web page. Layers, adjustment layers, masks, blend modes, smart objects and a familiar toolbar are all there, and Photoshop files open with their structure intact.\n\nIt also reads GIMP, Sketch, XD and many camera RAW formats, and exports to PSD, PNG, JPG, WebP, SVG and PDF. Vector shapes and text remain editable.\n\nFiles are processed on your own device rather than uploaded, and once loaded the editor keeps working without a network connection.",
    features: [
      "Layers, masks, blend modes and smart objects",
      "Opens PSD, XCF, Sketch, XD and RAW files",
      "Editable vector shapes and text",
      "Exports PSD, PNG, JPG, WebP, SVG and PDF",
      "Processes files locally; works offline once loaded",
    ],
    category: "creative",
    tags: ["photo", "editor", "psd", "design"],
    developer: "Ivan Kutskir",
    url: "https://www.photopea.com",
    version: "5.6.0",
    sizeBytes: 12_400_000,
    themeColor: "#18a497",
    rating: 4.8,
    ratingCount: 3340,
    opens: 57_210,
    publishedDaysAgo: 498,
    requirements: ["Works offline once loaded", "Keyboard and mouse recommended"],
    permissions: ["clipboard-write", "storage"],
    support: "mailto:support@photopea.com",
    zh: {
      description: "浏览器里的专业修图工具，能直接打开 PSD、XCF、Sketch 和 RAW 文件，图层、蒙版一应俱全。",
      features: ["图层、蒙版、混合模式与智能对象", "直接打开 PSD、XCF、RAW 等格式", "文件在本地处理，无需上传", "加载完成后可离线使用"],
    },
    es: {
      description:
        "Un editor de fotos completo en el navegador que abre archivos PSD, XCF, Sketch y RAW, con capas, máscaras y objetos inteligentes.",
      features: [
        "Capas, máscaras, modos de fusión y objetos inteligentes",
        "Abre archivos PSD, XCF, Sketch, XD y RAW",
        "Formas vectoriales y texto editables",
        "Exporta a PSD, PNG, JPG, WebP, SVG y PDF",
        "Procesa los archivos en tu equipo; funciona sin conexión una vez cargado",
      ],
    },
    fr: {
      description:
        "Un éditeur photo complet dans le navigateur, qui ouvre les fichiers PSD, XCF, Sketch et RAW, avec calques, masques et objets dynamiques.",
      features: [
        "Calques, masques, modes de fusion et objets dynamiques",
        "Ouvre les fichiers PSD, XCF, Sketch, XD et RAW",
        "Formes vectorielles et texte modifiables",
        "Export en PSD, PNG, JPG, WebP, SVG et PDF",
        "Traitement local des fichiers ; fonctionne hors connexion une fois chargé",
      ],
    },
    de: {
      description:
        "Ein vollwertiger Bildeditor im Browser, der PSD-, XCF-, Sketch- und RAW-Dateien öffnet, mit Ebenen, Masken und Smartobjekten.",
      features: [
        "Ebenen, Masken, Füllmethoden und Smartobjekte",
        "Öffnet PSD-, XCF-, Sketch-, XD- und RAW-Dateien",
        "Bearbeitbare Vektorformen und Texte",
        "Export als PSD, PNG, JPG, WebP, SVG und PDF",
        "Verarbeitet Dateien lokal; nach dem Laden auch offline nutzbar",
      ],
    },
    ja: {
      description:
        "PSD、XCF、Sketch、RAW ファイルを開けるブラウザー上の本格的な写真編集ソフトです。レイヤー、マスク、スマートオブジェクトに対応しています。",
      features: [
        "レイヤー、マスク、描画モード、スマートオブジェクト",
        "PSD、XCF、Sketch、XD、RAW ファイルに対応",
        "編集可能なベクター図形とテキスト",
        "PSD、PNG、JPG、WebP、SVG、PDF で書き出し",
        "ファイルは端末内で処理、読み込み後はオフラインでも動作",
      ],
    },
  },
  {
    slug: "figma",
    name: "Figma",
    shortName: "Figma",
    description: "A collaborative tool for designing interfaces and prototypes, where the whole team works in the same file at once.",
    longDescription:
      "Figma brought interface design into the browser and made it multiplayer. Designers, developers and product managers open the same file, watch each other's cursors and leave comments right on the canvas.\n\nAuto layout, components and variants keep large design systems consistent, and interactive prototypes can be shared with a link for feedback or user testing. Dev Mode exposes measurements, CSS and assets for engineers.\n\nFigJam, the companion whiteboard, lives in the same account for workshops and brainstorming.",
    features: [
      "Real-time multiplayer editing",
      "Components, variants and auto layout",
      "Clickable prototypes shared by link",
      "Dev Mode with specs and code snippets",
      "Large plugin and community file library",
    ],
    category: "creative",
    tags: ["design", "interface", "prototyping", "collaboration"],
    developer: "Figma, Inc.",
    url: "https://www.figma.com",
    version: "124.7.4",
    sizeBytes: 24_500_000,
    themeColor: "#a259ff",
    rating: 4.7,
    ratingCount: 2210,
    opens: 42_180,
    publishedDaysAgo: 301,
    requirements: ["Free account required", "Requires an internet connection", "Keyboard and mouse recommended"],
    permissions: ["clipboard-write"],
    privacyPolicyUrl: "https://www.figma.com/privacy/",
    termsUrl: "https://www.figma.com/tos/",
    support: "https://help.figma.com",
    zh: {
      description: "界面设计与原型协作工具，整个团队可以同时在同一个文件里工作。",
      features: ["多人实时协作编辑", "组件、变体与自动布局", "一个链接即可分享交互原型", "面向开发者的 Dev Mode 标注"],
    },
    es: {
      description:
        "Una herramienta colaborativa para diseñar interfaces y prototipos, donde todo el equipo trabaja a la vez en el mismo archivo.",
      features: [
        "Edición multijugador en tiempo real",
        "Componentes, variantes y auto layout",
        "Prototipos interactivos que se comparten con un enlace",
        "Dev Mode con especificaciones y fragmentos de código",
        "Amplia biblioteca de plugins y archivos de la comunidad",
      ],
    },
    fr: {
      description:
        "Un outil collaboratif pour concevoir interfaces et prototypes, où toute l’équipe travaille en même temps dans le même fichier.",
      features: [
        "Édition multijoueur en temps réel",
        "Composants, variantes et auto layout",
        "Prototypes cliquables partagés par lien",
        "Dev Mode avec spécifications et extraits de code",
        "Vaste bibliothèque de plugins et de fichiers communautaires",
      ],
    },
    de: {
      description:
        "Ein kollaboratives Tool zum Gestalten von Oberflächen und Prototypen, in dem das ganze Team gleichzeitig in derselben Datei arbeitet.",
      features: [
        "Mehrspieler-Bearbeitung in Echtzeit",
        "Komponenten, Varianten und Auto-Layout",
        "Klickbare Prototypen, per Link geteilt",
        "Dev Mode mit Spezifikationen und Code-Snippets",
        "Große Bibliothek an Plugins und Community-Dateien",
      ],
    },
    ja: {
      description: "インターフェースやプロトタイプをデザインする共同作業ツールです。チーム全員が同じファイルで同時に作業できます。",
      features: [
        "リアルタイムのマルチプレイヤー編集",
        "コンポーネント、バリアント、オートレイアウト",
        "リンクで共有できるクリック可能なプロトタイプ",
        "仕様とコードスニペットを確認できる Dev Mode",
        "豊富なプラグインとコミュニティファイル",
      ],
    },
  },
  {
    slug: "canva",
    name: "Canva",
    shortName: "Canva",
    description:
      "Drag-and-drop design for social posts, slides, posters and videos, backed by a huge library of templates, photos and fonts.",
    longDescription:
      "Canva makes graphic design approachable for people who are not designers. Pick a template for an Instagram post, a flyer or a slide deck, swap in your own text and photos, and adjust colours in a couple of clicks.\n\nThe editor also covers simple video editing, charts, whiteboards and print products, and Brand Kits keep a team's logos and palettes to hand. Magic tools remove backgrounds or resize a design for other formats.\n\nDesigns are saved to the cloud automatically and can be shared for comments or co-editing.",
    features: [
      "Thousands of templates for every format",
      "Stock photos, graphics, fonts and music",
      "Background remover and one-click resize",
      "Presentations and short video editing",
      "Team Brand Kits and shared folders",
    ],
    category: "creative",
    tags: ["graphics", "templates", "presentations", "social"],
    developer: "Canva Pty Ltd",
    url: "https://www.canva.com",
    version: "1.96.0",
    sizeBytes: 18_900_000,
    themeColor: "#00c4cc",
    rating: 4.7,
    ratingCount: 2980,
    opens: 66_390,
    publishedDaysAgo: 445,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["clipboard-write"],
    privacyPolicyUrl: "https://www.canva.com/policies/privacy-policy/",
    termsUrl: "https://www.canva.com/policies/terms-of-use/",
    support: "https://www.canva.com/help/",
    zh: {
      name: "Canva 可画",
      description: "拖拖拽拽就能做海报、社交配图、演示文稿和短视频，模板、图片和字体素材应有尽有。",
      features: ["海量模板覆盖各种尺寸", "图片、图形、字体和音乐素材库", "一键抠图、一键改尺寸", "团队品牌套件统一视觉"],
    },
    es: {
      description:
        "Diseño de arrastrar y soltar para publicaciones en redes, presentaciones, pósteres y videos, con una enorme biblioteca de plantillas, fotos y fuentes.",
      features: [
        "Miles de plantillas para cada formato",
        "Fotos, gráficos, fuentes y música de stock",
        "Quitafondos y cambio de tamaño en un clic",
        "Presentaciones y edición de videos cortos",
        "Kits de marca y carpetas compartidas para equipos",
      ],
    },
    fr: {
      description:
        "Du design par glisser-déposer pour publications sociales, présentations, affiches et vidéos, avec une immense bibliothèque de modèles, photos et polices.",
      features: [
        "Des milliers de modèles pour tous les formats",
        "Photos, illustrations, polices et musiques libres",
        "Suppression d’arrière-plan et redimensionnement en un clic",
        "Présentations et montage de courtes vidéos",
        "Kits de marque et dossiers partagés pour les équipes",
      ],
    },
    de: {
      description:
        "Design per Drag-and-drop für Social-Media-Posts, Präsentationen, Poster und Videos, mit einer riesigen Auswahl an Vorlagen, Fotos und Schriften.",
      features: [
        "Tausende Vorlagen für jedes Format",
        "Stockfotos, Grafiken, Schriften und Musik",
        "Hintergrundentferner und Größenänderung mit einem Klick",
        "Präsentationen und Schnitt kurzer Videos",
        "Markenkits und geteilte Ordner für Teams",
      ],
    },
    ja: {
      description:
        "SNS 投稿、スライド、ポスター、動画をドラッグ＆ドロップでデザインできます。テンプレート、写真、フォントの膨大なライブラリ付きです。",
      features: [
        "あらゆる形式に対応する数千のテンプレート",
        "素材写真、イラスト、フォント、音楽",
        "背景除去とワンクリックのサイズ変更",
        "プレゼンテーションと短い動画の編集",
        "チーム向けのブランドキットと共有フォルダ",
      ],
    },
  },
  {
    slug: "penpot",
    name: "Penpot",
    shortName: "Penpot",
    description: "An open-source design and prototyping platform built on open web standards, free in the cloud or on your own servers.",
    longDescription:
      "Penpot is a design tool for product teams that prefer open source. Designs are SVG under the hood, and layouts use real CSS Flexbox and Grid rules, so what designers build maps directly onto how developers code it.\n\nComponents, shared libraries, design tokens and interactive prototypes cover the everyday needs of a design system, and teams can comment and edit together in real time.\n\nUse the hosted version for free, or run it yourself when data has to stay in-house.",
    features: [
      "SVG-native canvas",
      "Flex and Grid layouts that match CSS",
      "Components, libraries and design tokens",
      "Interactive prototypes and comments",
      "Open source and self-hostable",
    ],
    category: "creative",
    tags: ["design", "opensource", "prototyping", "interface"],
    developer: "Kaleidos",
    url: "https://design.penpot.app",
    version: "2.4.3",
    sizeBytes: 16_300_000,
    themeColor: "#31efb8",
    rating: 4.4,
    ratingCount: 410,
    opens: 6_820,
    publishedDaysAgo: 9,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["clipboard-write"],
    privacyPolicyUrl: "https://penpot.app/privacy",
    termsUrl: "https://penpot.app/terms",
    support: "https://community.penpot.app",
    zh: {
      description: "基于开放 Web 标准的开源设计与原型平台，可以免费在线使用，也能部署在自己的服务器上。",
    },
    es: {
      description:
        "Una plataforma de diseño y prototipado de código abierto basada en estándares web abiertos, gratis en la nube o en tus propios servidores.",
      features: [
        "Lienzo nativo en SVG",
        "Diseños Flex y Grid equivalentes a CSS",
        "Componentes, bibliotecas y design tokens",
        "Prototipos interactivos y comentarios",
        "De código abierto y autoalojable",
      ],
    },
    fr: {
      description:
        "Une plateforme open source de design et de prototypage fondée sur les standards ouverts du web, gratuite dans le cloud ou sur vos propres serveurs.",
      features: [
        "Toile native en SVG",
        "Mises en page Flex et Grid fidèles au CSS",
        "Composants, bibliothèques et design tokens",
        "Prototypes interactifs et commentaires",
        "Open source et auto-hébergeable",
      ],
    },
    de: {
      description:
        "Eine Open-Source-Plattform für Design und Prototyping auf Basis offener Webstandards, kostenlos in der Cloud oder auf deinen eigenen Servern.",
      features: [
        "SVG-native Arbeitsfläche",
        "Flex- und Grid-Layouts wie in CSS",
        "Komponenten, Bibliotheken und Design-Tokens",
        "Interaktive Prototypen und Kommentare",
        "Open Source und selbst hostbar",
      ],
    },
    ja: {
      description:
        "オープンな Web 標準に基づくオープンソースのデザイン・プロトタイピング基盤です。クラウドでも自前のサーバーでも無料で使えます。",
      features: [
        "SVG ネイティブのキャンバス",
        "CSS と同じ Flex / Grid レイアウト",
        "コンポーネント、ライブラリ、デザイントークン",
        "インタラクティブなプロトタイプとコメント",
        "オープンソースでセルフホスト可能",
      ],
    },
  },
  {
    slug: "bandlab",
    name: "BandLab",
    shortName: "BandLab",
    description: "A free online music studio: record vocals and instruments, layer loops, mix tracks and collaborate with other musicians.",
    longDescription:
      "BandLab's Studio is a multitrack recorder and mixer that runs in the browser. Plug in a microphone or guitar, record takes over a metronome, and build arrangements with virtual instruments and a large library of royalty-free loops.\n\nProjects live in the cloud, so a collaborator on the other side of the world can open the same song, add a bass line and send it back. Built-in effects and automatic mastering help finished tracks sound polished.\n\nA social feed lets you publish songs, follow other creators and join remix challenges.",
    features: [
      "Multitrack recording and mixing",
      "Virtual instruments and royalty-free loops",
      "Cloud projects with remote collaborators",
      "Effects and one-click mastering",
      "Community feed and remix challenges",
    ],
    category: "creative",
    tags: ["music", "recording", "audio", "mixing"],
    developer: "BandLab Technologies",
    url: "https://www.bandlab.com",
    version: "10.31.0",
    sizeBytes: 21_700_000,
    themeColor: "#f12c18",
    rating: 4.5,
    ratingCount: 1130,
    opens: 19_870,
    publishedDaysAgo: 267,
    requirements: ["Free account required", "Requires an internet connection", "Microphone recommended"],
    permissions: ["microphone", "notifications"],
    support: "https://help.bandlab.com",
    zh: {
      description: "免费的在线音乐工作室：录人声和乐器、叠加循环素材、混音，还能和其他音乐人远程合作。",
    },
    es: {
      description:
        "Un estudio de música en línea y gratuito: graba voces e instrumentos, superpone loops, mezcla pistas y colabora con otros músicos.",
      features: [
        "Grabación y mezcla multipista",
        "Instrumentos virtuales y loops libres de regalías",
        "Proyectos en la nube con colaboradores a distancia",
        "Efectos y masterización en un clic",
        "Comunidad con retos de remezcla",
      ],
    },
    fr: {
      description:
        "Un studio de musique en ligne gratuit : enregistrez voix et instruments, superposez des boucles, mixez vos pistes et collaborez avec d’autres musiciens.",
      features: [
        "Enregistrement et mixage multipiste",
        "Instruments virtuels et boucles libres de droits",
        "Projets dans le cloud avec des collaborateurs à distance",
        "Effets et mastering en un clic",
        "Fil communautaire et défis de remix",
      ],
    },
    de: {
      description:
        "Ein kostenloses Online-Musikstudio: Nimm Gesang und Instrumente auf, schichte Loops, mische Spuren und arbeite mit anderen Musikern zusammen.",
      features: [
        "Mehrspuraufnahme und Mischen",
        "Virtuelle Instrumente und lizenzfreie Loops",
        "Cloud-Projekte mit Mitwirkenden aus der Ferne",
        "Effekte und Mastering mit einem Klick",
        "Community-Feed und Remix-Challenges",
      ],
    },
    ja: {
      description:
        "無料のオンライン音楽スタジオです。ボーカルや楽器を録音し、ループを重ね、トラックをミックスして、ほかのミュージシャンとも共同制作できます。",
      features: [
        "マルチトラックの録音とミックス",
        "バーチャル楽器とロイヤリティフリーのループ",
        "離れた仲間と共同作業できるクラウドプロジェクト",
        "エフェクトとワンクリックのマスタリング",
        "コミュニティフィードとリミックスチャレンジ",
      ],
    },
  },
  {
    slug: "clipchamp",
    name: "Clipchamp",
    shortName: "Clipchamp",
    description:
      "A browser-based video editor with a simple timeline, stock footage, auto captions and text-to-speech for quick, polished clips.",
    longDescription:
      "Clipchamp puts a beginner-friendly timeline in the browser. Drop in clips, trim them, add transitions, titles and music, and export in 1080p without installing heavyweight software.\n\nAuto captions transcribe your speech, text-to-speech voices narrate in dozens of languages, and a screen and webcam recorder makes tutorials easy. A stock library supplies footage, music and stickers.\n\nTemplates sized for YouTube, TikTok and Instagram help you get the aspect ratio right from the start.",
    features: [
      "Drag-and-drop timeline editing",
      "Automatic captions and text-to-speech",
      "Screen and webcam recorder",
      "Stock video, audio and templates",
      "Free 1080p exports",
    ],
    category: "creative",
    tags: ["video", "editor", "captions", "recording"],
    developer: "Microsoft Corporation",
    url: "https://app.clipchamp.com",
    version: "3.2.0",
    sizeBytes: 27_400_000,
    themeColor: "#6c47ff",
    rating: 4.3,
    ratingCount: 760,
    opens: 14_210,
    publishedDaysAgo: 158,
    requirements: ["Microsoft account required", "Requires an internet connection"],
    permissions: ["camera", "microphone"],
    privacyPolicyUrl: MICROSOFT_PRIVACY,
    termsUrl: MICROSOFT_TERMS,
    support: MICROSOFT_SUPPORT,
    zh: {
      description: "在浏览器里剪视频：时间线简单易上手，还有素材库、自动字幕和文字转语音。",
    },
    es: {
      description:
        "Un editor de video en el navegador con una línea de tiempo sencilla, videos de stock, subtítulos automáticos y texto a voz para clips rápidos y pulidos.",
      features: [
        "Edición en línea de tiempo con arrastrar y soltar",
        "Subtítulos automáticos y texto a voz",
        "Grabadora de pantalla y cámara web",
        "Videos, audio y plantillas de stock",
        "Exportación gratuita en 1080p",
      ],
    },
    fr: {
      description:
        "Un éditeur vidéo dans le navigateur, avec une timeline simple, des vidéos d’archive, des sous-titres automatiques et la synthèse vocale pour des clips soignés en un rien de temps.",
      features: [
        "Montage sur timeline par glisser-déposer",
        "Sous-titres automatiques et synthèse vocale",
        "Enregistreur d’écran et de webcam",
        "Vidéos, sons et modèles d’archive",
        "Export gratuit en 1080p",
      ],
    },
    de: {
      description:
        "Ein Videoeditor im Browser mit einfacher Zeitleiste, Stockmaterial, automatischen Untertiteln und Sprachausgabe für schnelle, saubere Clips.",
      features: [
        "Schnitt per Drag-and-drop in der Zeitleiste",
        "Automatische Untertitel und Text-zu-Sprache",
        "Bildschirm- und Webcam-Rekorder",
        "Stockvideos, Audio und Vorlagen",
        "Kostenloser Export in 1080p",
      ],
    },
    ja: {
      description:
        "ブラウザーで使える動画編集ソフトです。シンプルなタイムライン、素材動画、自動字幕、テキスト読み上げで、整ったクリップをすばやく作れます。",
      features: [
        "ドラッグ＆ドロップのタイムライン編集",
        "自動字幕とテキスト読み上げ",
        "画面とウェブカメラの録画",
        "素材動画、音源、テンプレート",
        "1080p で無料書き出し",
      ],
    },
  },

  // ─────────────────────────────── education ──────────────────────────────
  {
    slug: "duolingo",
    name: "Duolingo",
    shortName: "Duolingo",
    description: "Bite-sized lessons that turn learning a language into a daily game, with streaks, XP and friendly leaderboards.",
    longDescription:
      "Duolingo splits languages into short lessons you can finish in a few minutes: translating sentences, matching words, listening and speaking. The course adapts as you go, bringing back the words you tend to forget.\n\nStreaks, experience points and weekly leagues keep motivation up, and the owl will happily remind you if you skip a day. Besides more than 40 languages, there are courses in maths and music too.\n\nProgress is tied to your account, so you can start a lesson on the laptop and finish it on your phone.",
    features: [
      "Five-minute lessons across 40+ languages",
      "Reading, listening and speaking exercises",
      "Streaks, XP and weekly leagues",
      "Personalised review of weak words",
      "Maths and music courses too",
    ],
    category: "education",
    tags: ["languages", "learning", "vocabulary", "gamified"],
    developer: "Duolingo, Inc.",
    url: "https://www.duolingo.com",
    version: "5.168.2",
    sizeBytes: 13_600_000,
    themeColor: "#58cc02",
    rating: 4.7,
    ratingCount: 4620,
    opens: 86_540,
    featured: true,
    publishedDaysAgo: 5,
    requirements: ["Free account recommended", "Requires an internet connection", "Microphone for speaking exercises"],
    permissions: ["notifications", "microphone"],
    privacyPolicyUrl: "https://www.duolingo.com/privacy",
    termsUrl: "https://www.duolingo.com/terms",
    support: "https://support.duolingo.com",
    zh: {
      name: "多邻国",
      description: "把学外语变成每天几分钟的小游戏，连胜纪录、经验值和排行榜让人欲罢不能。",
      features: ["40 多种语言的五分钟小课", "读、听、说多种练习", "连胜、经验值和每周联赛", "智能复习容易忘的单词"],
    },
    es: {
      description: "Lecciones breves que convierten aprender un idioma en un juego diario, con rachas, XP y clasificaciones amistosas.",
      features: [
        "Lecciones de cinco minutos en más de 40 idiomas",
        "Ejercicios de lectura, comprensión auditiva y expresión oral",
        "Rachas, XP y ligas semanales",
        "Repaso personalizado de las palabras que más te cuestan",
        "También cursos de matemáticas y música",
      ],
    },
    fr: {
      description:
        "Des leçons express qui font de l’apprentissage d’une langue un jeu quotidien, avec séries, XP et classements bon enfant.",
      features: [
        "Leçons de cinq minutes dans plus de 40 langues",
        "Exercices de lecture, d’écoute et d’expression orale",
        "Séries, XP et ligues hebdomadaires",
        "Révisions personnalisées des mots difficiles",
        "Cours de maths et de musique en prime",
      ],
    },
    de: {
      description: "Kurze Lektionen, die Sprachenlernen zum täglichen Spiel machen, mit Serien, XP und freundschaftlichen Ranglisten.",
      features: [
        "Fünf-Minuten-Lektionen in über 40 Sprachen",
        "Übungen zu Lesen, Hören und Sprechen",
        "Serien, XP und wöchentliche Ligen",
        "Persönliche Wiederholung schwieriger Wörter",
        "Auch Kurse für Mathe und Musik",
      ],
    },
    ja: {
      description: "短いレッスンで語学学習を毎日のゲームに変えるアプリです。連続記録、XP、気軽なランキングで楽しく続けられます。",
      features: [
        "40 以上の言語で 5 分間のレッスン",
        "読む・聞く・話す練習",
        "連続記録、XP、毎週のリーグ",
        "苦手な単語の個別復習",
        "算数や音楽のコースも",
      ],
    },
  },
  {
    slug: "khan-academy",
    name: "Khan Academy",
    shortName: "Khan Academy",
    description: "Free, world-class lessons in maths, science, computing and the humanities, with practice that adapts to your level.",
    longDescription:
      "Khan Academy is a non-profit offering courses from early arithmetic through calculus, biology, economics, programming and art history. Each topic pairs short explanatory videos with practice problems and instant hints.\n\nMastery tracking shows which skills are solid and which need work, and course challenges let learners skip ahead. Teachers can assign content to classes and follow progress, and parents can keep an eye on their children's accounts.\n\nEverything is free and ad-free, funded by donations.",
    features: [
      "Courses from primary school to university level",
      "Short videos plus practice with hints",
      "Mastery tracking per skill",
      "Classroom tools for teachers",
      "Free and ad-free",
    ],
    category: "education",
    tags: ["maths", "science", "courses", "nonprofit"],
    developer: "Khan Academy",
    url: "https://www.khanacademy.org",
    version: "8.4.0",
    sizeBytes: 10_800_000,
    themeColor: "#14bf96",
    rating: 4.8,
    ratingCount: 2350,
    opens: 45_120,
    publishedDaysAgo: 402,
    requirements: ["Requires an internet connection", "Free account to save progress"],
    permissions: [],
    privacyPolicyUrl: "https://www.khanacademy.org/about/privacy-policy",
    termsUrl: "https://www.khanacademy.org/about/tos",
    support: "https://support.khanacademy.org",
    zh: {
      name: "可汗学院",
      description: "非营利的免费学习平台，数学、科学、编程和人文课程齐全，练习难度会随你的水平调整。",
      features: ["从小学到大学的系统课程", "短视频讲解配合练习与提示", "按技能追踪掌握程度", "完全免费且没有广告"],
    },
    es: {
      description:
        "Lecciones gratuitas de primer nivel en matemáticas, ciencias, informática y humanidades, con práctica que se adapta a tu nivel.",
      features: [
        "Cursos desde primaria hasta nivel universitario",
        "Videos breves y práctica con pistas",
        "Seguimiento del dominio de cada habilidad",
        "Herramientas de aula para docentes",
        "Gratis y sin anuncios",
      ],
    },
    fr: {
      description:
        "Des cours gratuits de grande qualité en maths, sciences, informatique et sciences humaines, avec des exercices qui s’adaptent à votre niveau.",
      features: [
        "Cours de l’école primaire à l’université",
        "Courtes vidéos et exercices avec indices",
        "Suivi de la maîtrise de chaque compétence",
        "Outils de classe pour les enseignants",
        "Gratuit et sans publicité",
      ],
    },
    de: {
      description:
        "Kostenloser Unterricht auf Spitzenniveau in Mathe, Naturwissenschaften, Informatik und Geisteswissenschaften, mit Übungen, die sich deinem Niveau anpassen.",
      features: [
        "Kurse von der Grundschule bis zur Uni",
        "Kurze Videos und Übungen mit Hinweisen",
        "Lernfortschritt für jede Fähigkeit",
        "Werkzeuge für Lehrkräfte im Unterricht",
        "Kostenlos und werbefrei",
      ],
    },
    ja: {
      description: "数学、科学、コンピューター、人文科学を世界水準の授業で無料で学べます。練習問題はあなたのレベルに合わせて変わります。",
      features: [
        "小学校から大学レベルまでのコース",
        "短い動画とヒント付きの練習問題",
        "スキルごとの習熟度の記録",
        "先生向けのクラス管理ツール",
        "無料で広告なし",
      ],
    },
  },
  {
    slug: "wikipedia",
    name: "Wikipedia",
    shortName: "Wikipedia",
    description: "The free encyclopedia anyone can edit: millions of articles in hundreds of languages, written and checked by volunteers.",
    longDescription:
      "Wikipedia needs little introduction: more than six million articles in English alone and editions in over 300 languages, all written and maintained by volunteers and backed by cited sources.\n\nThe mobile layout is clean and quick, with collapsible sections, a language switcher on every article and link previews that let you peek at a topic without losing your place. Read without an account, or sign in to edit and keep a watchlist.\n\nWikipedia is run by the non-profit Wikimedia Foundation and carries no advertising.",
    features: [
      "Millions of articles in 300+ languages",
      "Link previews and collapsible sections",
      "Switch an article's language in one tap",
      "Edit and keep a watchlist with a free account",
      "No ads, run by a non-profit",
    ],
    category: "education",
    tags: ["encyclopedia", "reference", "reading", "knowledge"],
    developer: "Wikimedia Foundation",
    url: "https://en.wikipedia.org",
    version: "1.43.0",
    sizeBytes: 1_900_000,
    themeColor: "#3366cc",
    rating: 4.8,
    ratingCount: 4180,
    opens: 89_320,
    publishedDaysAgo: 703,
    requirements: ["Requires an internet connection"],
    permissions: [],
    privacyPolicyUrl: "https://foundation.wikimedia.org/wiki/Policy:Privacy_policy",
    termsUrl: "https://foundation.wikimedia.org/wiki/Policy:Terms_of_Use",
    support: "https://en.wikipedia.org/wiki/Help:Contents",
    zh: {
      name: "维基百科",
      description: "人人可编辑的自由百科全书，由志愿者撰写和核实，收录数百种语言的海量条目。",
      features: ["数百种语言、数千万个条目", "链接悬停预览，章节可折叠", "一键切换条目语言", "免费注册即可参与编辑"],
    },
    es: {
      description:
        "La enciclopedia libre que cualquiera puede editar: millones de artículos en cientos de idiomas, escritos y revisados por voluntarios.",
      features: [
        "Millones de artículos en más de 300 idiomas",
        "Vista previa de enlaces y secciones plegables",
        "Cambia el idioma de un artículo con un toque",
        "Edita y sigue una lista de seguimiento con una cuenta gratuita",
        "Sin anuncios, gestionada por una organización sin ánimo de lucro",
      ],
    },
    fr: {
      name: "Wikipédia",
      description:
        "L’encyclopédie libre que chacun peut modifier : des millions d’articles dans des centaines de langues, rédigés et vérifiés par des bénévoles.",
      features: [
        "Des millions d’articles dans plus de 300 langues",
        "Aperçu des liens et sections repliables",
        "Changez la langue d’un article d’un simple geste",
        "Contribuez et suivez une liste de suivi avec un compte gratuit",
        "Sans publicité, gérée par une organisation à but non lucratif",
      ],
    },
    de: {
      description:
        "Die freie Enzyklopädie, die jeder bearbeiten kann: Millionen Artikel in Hunderten Sprachen, geschrieben und geprüft von Freiwilligen.",
      features: [
        "Millionen Artikel in über 300 Sprachen",
        "Linkvorschauen und einklappbare Abschnitte",
        "Sprache eines Artikels mit einem Tipp wechseln",
        "Mit kostenlosem Konto bearbeiten und eine Beobachtungsliste führen",
        "Werbefrei, betrieben von einer gemeinnützigen Organisation",
      ],
    },
    ja: {
      name: "ウィキペディア",
      description: "誰でも編集できるフリー百科事典です。ボランティアが執筆・確認した数百の言語、数百万の記事を読めます。",
      features: [
        "300 以上の言語で数百万の記事",
        "リンクのプレビューと折りたためるセクション",
        "ワンタップで記事の言語を切り替え",
        "無料アカウントで編集やウォッチリストを利用",
        "広告なし、非営利団体が運営",
      ],
    },
  },
  {
    slug: "geogebra",
    name: "GeoGebra Calculator Suite",
    shortName: "GeoGebra",
    description: "Graphing, geometry, 3D and CAS calculators in one free maths toolkit used by students and teachers worldwide.",
    longDescription:
      "GeoGebra's Calculator Suite combines a graphing calculator, interactive geometry, a 3D grapher and a computer algebra system. Type a function and it appears on the graph; drag a point and every construction that depends on it updates live.\n\nSliders make parameters tangible, so a student can watch how changing a coefficient reshapes a parabola. Teachers can build their own activities or borrow from over a million shared ones.\n\nThe calculators keep working offline once installed, which makes them handy for homework and exam practice.",
    features: [
      "Graphing, geometry, 3D and CAS in one app",
      "Sliders and draggable constructions",
      "A million-plus shared classroom activities",
      "Exam mode for tests",
      "Works offline once installed",
    ],
    category: "education",
    tags: ["maths", "graphing", "geometry", "calculator"],
    developer: "GeoGebra GmbH",
    url: "https://www.geogebra.org/calculator",
    version: "5.2.861",
    sizeBytes: 19_200_000,
    themeColor: "#6557d2",
    rating: 4.7,
    ratingCount: 1380,
    opens: 24_560,
    publishedDaysAgo: 129,
    requirements: ["Works offline"],
    permissions: ["storage"],
    support: "https://help.geogebra.org",
    zh: {
      description: "集函数作图、几何、三维和符号运算于一体的免费数学工具，全球师生都在用。",
      features: ["函数、几何、三维与 CAS 计算器合一", "滑块与可拖动的动态作图", "上百万份共享课堂活动", "安装后可离线使用"],
    },
    es: {
      description:
        "Calculadoras gráfica, de geometría, 3D y CAS en un kit de matemáticas gratuito que usan estudiantes y docentes de todo el mundo.",
      features: [
        "Gráficas, geometría, 3D y CAS en una sola app",
        "Deslizadores y construcciones que puedes arrastrar",
        "Más de un millón de actividades de aula compartidas",
        "Modo examen para pruebas",
        "Funciona sin conexión una vez instalada",
      ],
    },
    fr: {
      description:
        "Calculatrices graphique, géométrique, 3D et de calcul formel réunies dans une boîte à outils mathématique gratuite, utilisée par élèves et enseignants du monde entier.",
      features: [
        "Graphiques, géométrie, 3D et calcul formel dans une seule appli",
        "Curseurs et constructions déplaçables",
        "Plus d’un million d’activités de classe partagées",
        "Mode examen pour les contrôles",
        "Fonctionne hors connexion une fois installée",
      ],
    },
    de: {
      description:
        "Grafik-, Geometrie-, 3D- und CAS-Rechner in einem kostenlosen Mathe-Werkzeugkasten, den Schüler und Lehrkräfte weltweit nutzen.",
      features: [
        "Grafik, Geometrie, 3D und CAS in einer App",
        "Schieberegler und verschiebbare Konstruktionen",
        "Über eine Million geteilte Unterrichtsmaterialien",
        "Prüfungsmodus für Klassenarbeiten",
        "Nach der Installation auch offline nutzbar",
      ],
    },
    ja: {
      description: "グラフ、幾何、3D、CAS の電卓をひとつにまとめた無料の数学ツールです。世界中の生徒や先生に使われています。",
      features: [
        "グラフ、幾何、3D、CAS をひとつのアプリで",
        "スライダーとドラッグできる作図",
        "100 万件以上の共有された授業アクティビティ",
        "テスト用の試験モード",
        "インストール後はオフラインでも動作",
      ],
    },
  },
  {
    slug: "quizlet",
    name: "Quizlet",
    shortName: "Quizlet",
    description: "Flashcard sets for any subject, plus study modes and games that turn memorising terms into quick practice rounds.",
    longDescription:
      "Quizlet is built around flashcard sets: make your own or pick from the enormous collection created by other students and teachers, covering everything from anatomy to driving-test questions.\n\nThe same set can be studied in different ways — flipping cards, the adaptive Learn mode, practice tests and the timed Match game. Spaced review helps terms move into long-term memory.\n\nTeachers can build classes and run Quizlet Live, a team game played on students' own devices.",
    features: [
      "Create or search flashcard sets",
      "Adaptive Learn mode and practice tests",
      "Match game for quick drills",
      "Images and audio on cards",
      "Classroom Quizlet Live games",
    ],
    category: "education",
    tags: ["flashcards", "studying", "memorisation", "exams"],
    developer: "Quizlet Inc.",
    url: "https://quizlet.com",
    version: "7.29.0",
    sizeBytes: 7_800_000,
    themeColor: "#4255ff",
    rating: 4.4,
    ratingCount: 1690,
    opens: 31_240,
    publishedDaysAgo: 322,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://quizlet.com/privacy",
    termsUrl: "https://quizlet.com/tos",
    support: "https://help.quizlet.com",
    zh: {
      description: "什么科目都能用的抽认卡工具，多种学习模式和小游戏让背单词、记概念变得轻松。",
    },
    es: {
      description:
        "Tarjetas de estudio para cualquier materia, con modos de estudio y juegos que convierten memorizar términos en rondas de práctica rápidas.",
      features: [
        "Crea o busca sets de tarjetas",
        "Modo Aprender adaptativo y exámenes de práctica",
        "Juego Combinar para repasos rápidos",
        "Imágenes y audio en las tarjetas",
        "Partidas de Quizlet Live en clase",
      ],
    },
    fr: {
      description:
        "Des séries de cartes mémoire pour toutes les matières, avec des modes d’étude et des jeux qui transforment la mémorisation en séances d’entraînement express.",
      features: [
        "Créez ou recherchez des séries de cartes",
        "Mode Apprendre adaptatif et tests d’entraînement",
        "Jeu Associer pour des révisions éclair",
        "Images et audio sur les cartes",
        "Parties de Quizlet Live en classe",
      ],
    },
    de: {
      description:
        "Karteikarten für jedes Fach, dazu Lernmodi und Spiele, die das Auswendiglernen von Begriffen in kurze Übungsrunden verwandeln.",
      features: [
        "Karteikartensets erstellen oder finden",
        "Adaptiver Lernmodus und Übungstests",
        "Zuordnungsspiel für schnelles Training",
        "Bilder und Audio auf den Karten",
        "Quizlet-Live-Spiele im Unterricht",
      ],
    },
    ja: {
      description: "あらゆる科目の単語カードに加え、学習モードやゲームで用語の暗記を手軽な練習に変えられます。",
      features: [
        "単語カードのセットを作成・検索",
        "適応型の学習モードと模擬テスト",
        "すばやく反復できるマッチゲーム",
        "カードに画像や音声を追加",
        "教室で遊べる Quizlet Live",
      ],
    },
  },
  {
    slug: "freecodecamp",
    name: "freeCodeCamp",
    shortName: "freeCodeCamp",
    description:
      "A free, self-paced curriculum in web development, Python and data science, with interactive lessons and certification projects.",
    longDescription:
      "freeCodeCamp teaches programming by having you write code from the very first lesson. Each step sets a small task in an in-browser editor and checks your solution instantly.\n\nThe curriculum runs from HTML and CSS through JavaScript, front-end libraries, back-end APIs, Python, data analysis and machine learning. Each certification ends with projects you build yourself, which make good portfolio pieces.\n\nIt is run by a non-profit and is entirely free, with an active forum for when you get stuck.",
    features: [
      "Interactive in-browser coding exercises",
      "Full curriculum from HTML to machine learning",
      "Free verified certifications",
      "Portfolio projects for each certificate",
      "Large community forum",
    ],
    category: "education",
    tags: ["coding", "programming", "webdev", "courses"],
    developer: "freeCodeCamp.org",
    url: "https://www.freecodecamp.org/learn",
    version: "2024.11.0",
    sizeBytes: 5_900_000,
    themeColor: "#0a0a23",
    rating: 4.8,
    ratingCount: 1470,
    opens: 22_690,
    publishedDaysAgo: 59,
    requirements: ["Requires an internet connection", "Free account to save progress", "Keyboard recommended"],
    permissions: [],
    privacyPolicyUrl: "https://www.freecodecamp.org/news/privacy-policy/",
    termsUrl: "https://www.freecodecamp.org/news/terms-of-service/",
    support: "https://forum.freecodecamp.org",
    zh: {
      description: "免费自学编程的完整课程，涵盖网页开发、Python 和数据科学，边学边在浏览器里写代码。",
      features: ["浏览器内即时判题的编程练习", "从 HTML 到机器学习的完整课程", "免费的结业认证", "每个认证都配有实战项目"],
    },
    es: {
      description:
        "Un plan de estudios gratuito y a tu ritmo de desarrollo web, Python y ciencia de datos, con lecciones interactivas y proyectos para certificarte.",
      features: [
        "Ejercicios de programación interactivos en el navegador",
        "Plan completo desde HTML hasta aprendizaje automático",
        "Certificaciones verificadas gratuitas",
        "Proyectos de portafolio para cada certificado",
        "Un gran foro de la comunidad",
      ],
    },
    fr: {
      description:
        "Un cursus gratuit, à suivre à votre rythme, en développement web, Python et science des données, avec leçons interactives et projets de certification.",
      features: [
        "Exercices de code interactifs dans le navigateur",
        "Cursus complet, du HTML au machine learning",
        "Certifications vérifiées gratuites",
        "Projets de portfolio pour chaque certification",
        "Grand forum communautaire",
      ],
    },
    de: {
      description:
        "Ein kostenloser Lehrplan zum Lernen im eigenen Tempo für Webentwicklung, Python und Data Science, mit interaktiven Lektionen und Zertifizierungsprojekten.",
      features: [
        "Interaktive Programmierübungen im Browser",
        "Kompletter Lehrplan von HTML bis Machine Learning",
        "Kostenlose verifizierte Zertifikate",
        "Portfolio-Projekte für jedes Zertifikat",
        "Großes Community-Forum",
      ],
    },
    ja: {
      description:
        "Web 開発、Python、データサイエンスを自分のペースで無料で学べるカリキュラムです。インタラクティブなレッスンと認定プロジェクトがあります。",
      features: [
        "ブラウザーで解けるインタラクティブなコーディング演習",
        "HTML から機械学習までの充実したカリキュラム",
        "無料の認定証",
        "認定ごとのポートフォリオ用プロジェクト",
        "大規模なコミュニティフォーラム",
      ],
    },
  },
  {
    slug: "google-arts-culture",
    name: "Google Arts & Culture",
    shortName: "Arts & Culture",
    description:
      "Explore artworks, museums and historical collections from thousands of institutions, with zoomable images and curated stories.",
    longDescription:
      "Google Arts & Culture brings together collections from more than 2,000 museums and archives. Gigapixel images let you zoom in close enough to see individual brushstrokes, and Street View tours walk you through galleries and landmarks.\n\nCurated stories explain the background of artworks, historical events and cultural traditions, and playful experiments let you colour famous paintings or match your selfie to a portrait.\n\nIt is a relaxed way to learn, whether you have five minutes or a whole afternoon.",
    features: [
      "Collections from 2,000+ museums",
      "Gigapixel zoom on masterpieces",
      "Virtual gallery and landmark tours",
      "Curated stories and timelines",
      "Playful art games and experiments",
    ],
    category: "education",
    tags: ["art", "museums", "history", "culture"],
    developer: "Google LLC",
    url: "https://artsandculture.google.com",
    version: "9.0.24",
    sizeBytes: 8_400_000,
    themeColor: "#1a73e8",
    rating: 4.6,
    ratingCount: 540,
    opens: 8_930,
    publishedDaysAgo: 476,
    requirements: ["Requires an internet connection"],
    permissions: [],
    privacyPolicyUrl: GOOGLE_PRIVACY,
    termsUrl: GOOGLE_TERMS,
    zh: {
      name: "Google 艺术与文化",
      description: "汇集全球数千家博物馆的艺术品和历史藏品，可以超高清放大看细节，还有精心策划的专题故事。",
      features: ["2000 多家博物馆和档案馆的藏品", "十亿像素级高清放大", "虚拟漫游美术馆与名胜古迹", "策展专题与艺术小游戏"],
    },
    es: {
      description:
        "Explora obras de arte, museos y colecciones históricas de miles de instituciones, con imágenes ampliables e historias seleccionadas.",
      features: [
        "Colecciones de más de 2000 museos",
        "Zoom en gigapíxeles sobre obras maestras",
        "Recorridos virtuales por galerías y monumentos",
        "Historias y cronologías seleccionadas",
        "Juegos y experimentos artísticos",
      ],
    },
    fr: {
      description:
        "Explorez œuvres d’art, musées et collections historiques de milliers d’institutions, avec des images zoomables et des récits proposés par des experts.",
      features: [
        "Collections de plus de 2 000 musées",
        "Zoom en gigapixels sur les chefs-d’œuvre",
        "Visites virtuelles de galeries et de monuments",
        "Récits et frises chronologiques éditorialisés",
        "Jeux et expériences artistiques ludiques",
      ],
    },
    de: {
      description:
        "Entdecke Kunstwerke, Museen und historische Sammlungen Tausender Institutionen, mit zoombaren Bildern und kuratierten Geschichten.",
      features: [
        "Sammlungen aus über 2.000 Museen",
        "Gigapixel-Zoom in Meisterwerke",
        "Virtuelle Rundgänge durch Galerien und Sehenswürdigkeiten",
        "Kuratierte Geschichten und Zeitleisten",
        "Verspielte Kunstspiele und Experimente",
      ],
    },
    ja: {
      description: "数千の施設が所蔵する美術品、美術館、歴史的コレクションを、拡大できる高精細画像と厳選されたストーリーで楽しめます。",
      features: [
        "2,000 以上の美術館のコレクション",
        "名画を細部まで見られるギガピクセルズーム",
        "美術館や名所のバーチャルツアー",
        "厳選されたストーリーと年表",
        "遊び心のあるアートゲームや実験",
      ],
    },
  },
  {
    slug: "wolframalpha",
    name: "Wolfram|Alpha",
    shortName: "Wolfram|Alpha",
    description:
      "A computational knowledge engine that answers questions in maths, science, finance and everyday life with calculated results.",
    longDescription:
      "Wolfram|Alpha does not search the web; it computes answers. Ask it to solve an integral, compare the populations of two cities, convert units or total the nutrition facts of a recipe, and it returns structured results with plots and tables.\n\nFor maths, step-by-step solutions (with a Pro subscription) show how an answer is derived, which makes it a popular study aid. Curated data covers chemistry, physics, astronomy, finance, linguistics and much more.\n\nQueries can be typed in plain English or in mathematical notation.",
    features: [
      "Solves equations, integrals and more",
      "Step-by-step solutions with Pro",
      "Curated data across science and society",
      "Plots, tables and unit conversions",
      "Plain-language queries",
    ],
    category: "education",
    tags: ["maths", "science", "knowledge", "calculator"],
    developer: "Wolfram Alpha LLC",
    url: "https://www.wolframalpha.com",
    version: "2.6.3",
    sizeBytes: 3_600_000,
    themeColor: "#dd1100",
    rating: 4.5,
    ratingCount: 890,
    opens: 15_760,
    publishedDaysAgo: 585,
    requirements: ["Requires an internet connection"],
    permissions: [],
    privacyPolicyUrl: "https://www.wolframalpha.com/legal/privacy",
    termsUrl: "https://www.wolframalpha.com/termsofuse",
    zh: {
      description: "会“算”出答案的知识引擎，数学、科学、金融乃至生活问题，都能给出结构化的计算结果。",
    },
    es: {
      description:
        "Un motor de conocimiento computacional que responde preguntas de matemáticas, ciencia, finanzas y la vida diaria con resultados calculados.",
      features: [
        "Resuelve ecuaciones, integrales y mucho más",
        "Soluciones paso a paso con Pro",
        "Datos verificados de ciencia y sociedad",
        "Gráficas, tablas y conversión de unidades",
        "Consultas en lenguaje natural",
      ],
    },
    fr: {
      description:
        "Un moteur de connaissances computationnel qui répond à vos questions de maths, de sciences, de finance et de la vie quotidienne par des résultats calculés.",
      features: [
        "Résout équations, intégrales et bien plus",
        "Solutions pas à pas avec Pro",
        "Données vérifiées en sciences et société",
        "Graphiques, tableaux et conversions d’unités",
        "Requêtes en langage courant",
      ],
    },
    de: {
      description:
        "Eine rechnende Wissensmaschine, die Fragen aus Mathe, Naturwissenschaft, Finanzen und Alltag mit berechneten Ergebnissen beantwortet.",
      features: [
        "Löst Gleichungen, Integrale und mehr",
        "Schritt-für-Schritt-Lösungen mit Pro",
        "Kuratierte Daten aus Wissenschaft und Gesellschaft",
        "Diagramme, Tabellen und Einheitenumrechnung",
        "Anfragen in Alltagssprache",
      ],
    },
    ja: {
      description: "数学、科学、金融、日常の疑問に、計算した結果で答える計算知識エンジンです。",
      features: [
        "方程式や積分などを解く",
        "Pro ではステップごとの解き方を表示",
        "科学や社会に関する精選データ",
        "グラフ、表、単位換算",
        "普段の言葉で質問",
      ],
    },
  },

  // ───────────────────────────── entertainment ────────────────────────────
  {
    slug: "spotify",
    name: "Spotify",
    shortName: "Spotify",
    description: "Stream millions of songs and podcasts, build playlists and discover new music picked for your taste.",
    longDescription:
      "Spotify's web player gives you the full catalogue in a window of its own: more than 100 million tracks, millions of podcast episodes and a growing shelf of audiobooks.\n\nPersonal mixes such as Discover Weekly and Release Radar learn from what you play, and collaborative playlists let friends add songs to the same list. Spotify Connect hands playback over to speakers, TVs and your phone.\n\nThe free tier is ad-supported; Premium removes the ads and adds unlimited skips and higher audio quality.",
    features: [
      "100M+ songs, podcasts and audiobooks",
      "Personalised mixes like Discover Weekly",
      "Collaborative playlists",
      "Spotify Connect to other devices",
      "Lyrics shown in time with the music",
    ],
    category: "entertainment",
    tags: ["music", "streaming", "podcasts", "playlists"],
    developer: "Spotify AB",
    url: "https://open.spotify.com",
    version: "1.2.48",
    sizeBytes: 15_300_000,
    themeColor: "#1db954",
    rating: 4.6,
    ratingCount: 4870,
    opens: 83_410,
    featured: true,
    publishedDaysAgo: 34,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://www.spotify.com/legal/privacy-policy/",
    termsUrl: "https://www.spotify.com/legal/end-user-agreement/",
    support: "https://support.spotify.com",
    zh: {
      description: "畅听海量歌曲和播客，随心创建歌单，还能根据你的口味发现新音乐。",
      features: ["上亿首歌曲、播客和有声书", "“每周新发现”等个性化推荐", "和好友一起编辑的协作歌单", "歌词随音乐同步滚动"],
    },
    es: {
      description: "Escucha millones de canciones y pódcasts, crea playlists y descubre música nueva elegida según tus gustos.",
      features: [
        "Más de 100 millones de canciones, pódcasts y audiolibros",
        "Mezclas personalizadas como Descubrimiento semanal",
        "Playlists colaborativas",
        "Spotify Connect para escuchar en otros dispositivos",
        "Letras sincronizadas con la música",
      ],
    },
    fr: {
      description:
        "Écoutez des millions de titres et de podcasts, créez vos playlists et découvrez de nouveaux morceaux choisis selon vos goûts.",
      features: [
        "Plus de 100 millions de titres, podcasts et livres audio",
        "Mix personnalisés comme Découvertes de la semaine",
        "Playlists collaboratives",
        "Spotify Connect vers vos autres appareils",
        "Paroles synchronisées avec la musique",
      ],
    },
    de: {
      description: "Streame Millionen Songs und Podcasts, erstelle Playlists und entdecke neue Musik, die zu deinem Geschmack passt.",
      features: [
        "Über 100 Mio. Songs, Podcasts und Hörbücher",
        "Persönliche Mixe wie Dein Mix der Woche",
        "Gemeinsame Playlists",
        "Spotify Connect für andere Geräte",
        "Songtexte synchron zur Musik",
      ],
    },
    ja: {
      description:
        "数百万の曲やポッドキャストをストリーミングで楽しめます。プレイリストを作ったり、好みに合った新しい音楽に出会ったりできます。",
      features: [
        "1 億曲以上の楽曲、ポッドキャスト、オーディオブック",
        "Discover Weekly などのパーソナライズされたミックス",
        "共同プレイリスト",
        "Spotify Connect でほかのデバイスに接続",
        "曲に合わせて流れる歌詞",
      ],
    },
  },
  {
    slug: "youtube-music",
    name: "YouTube Music",
    shortName: "YT Music",
    description:
      "Official songs, albums, live performances and remixes in one place, with recommendations built from your YouTube history.",
    longDescription:
      "YouTube Music mixes the studio catalogue with the long tail only YouTube has: live sessions, covers, remixes and rare uploads. Switching between a song and its music video takes a single tap.\n\nYour Supermix and mood-based mixes draw on everything you listen to, and radio stations grow endlessly from any song. Your own uploaded tracks can sit alongside the catalogue in your library.\n\nA Premium subscription adds ad-free, background and offline listening.",
    features: [
      "Official tracks plus covers and live versions",
      "Switch between song and video",
      "Personal Supermix and mood mixes",
      "Upload your own music to your library",
      "Lyrics and endless radio",
    ],
    category: "entertainment",
    tags: ["music", "streaming", "videos", "playlists"],
    developer: "Google LLC",
    url: "https://music.youtube.com",
    version: "7.02.51",
    sizeBytes: 9_100_000,
    themeColor: "#ff0000",
    rating: 4.4,
    ratingCount: 2140,
    opens: 37_860,
    publishedDaysAgo: 260,
    requirements: ["Google account recommended", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: GOOGLE_PRIVACY,
    termsUrl: "https://www.youtube.com/t/terms",
    support: "https://support.google.com/youtubemusic",
    zh: {
      description: "正式曲目、专辑、现场版和翻唱一网打尽，还会根据你在 YouTube 上的观看记录推荐音乐。",
    },
    es: {
      description:
        "Canciones oficiales, álbumes, presentaciones en vivo y remixes en un solo lugar, con recomendaciones basadas en tu historial de YouTube.",
      features: [
        "Temas oficiales, además de covers y versiones en vivo",
        "Cambia entre canción y video",
        "Supermix personal y mezclas según tu estado de ánimo",
        "Sube tu propia música a tu biblioteca",
        "Letras y radio sin fin",
      ],
    },
    fr: {
      description:
        "Titres officiels, albums, concerts et remix réunis au même endroit, avec des recommandations tirées de votre historique YouTube.",
      features: [
        "Titres officiels, reprises et versions live",
        "Passez du titre au clip en un geste",
        "Supermix personnel et mix selon l’humeur",
        "Importez votre propre musique dans votre bibliothèque",
        "Paroles et radio sans fin",
      ],
    },
    de: {
      description: "Offizielle Songs, Alben, Live-Auftritte und Remixe an einem Ort, mit Empfehlungen auf Basis deines YouTube-Verlaufs.",
      features: [
        "Offizielle Titel plus Cover- und Live-Versionen",
        "Wechsel zwischen Song und Video",
        "Persönlicher Supermix und Stimmungsmixe",
        "Eigene Musik in die Mediathek hochladen",
        "Songtexte und endloses Radio",
      ],
    },
    ja: {
      description: "公式の曲、アルバム、ライブ映像、リミックスをひとつの場所で楽しめます。YouTube の再生履歴をもとにおすすめを届けます。",
      features: [
        "公式音源に加え、カバーやライブ版も",
        "曲と動画を切り替え",
        "自分だけのスーパーミックスと気分別ミックス",
        "手持ちの音楽をライブラリにアップロード",
        "歌詞表示と終わらないラジオ",
      ],
    },
  },
  {
    slug: "pocket-casts",
    name: "Pocket Casts",
    shortName: "Pocket Casts",
    description: "A polished podcast player with smart playlists, silence trimming and variable speed, synced across all your devices.",
    longDescription:
      "Pocket Casts is a favourite among heavy podcast listeners. Subscribe to shows from a large directory, then let filters build playlists automatically — for example, unplayed news episodes under 20 minutes.\n\nTrim Silence shortens pauses without distorting voices, Volume Boost makes quiet hosts easier to hear, and playback speed can be set per show. Chapters and show notes are displayed as you listen.\n\nYour queue and position sync, so an episode started on the web resumes exactly where you left off on your phone.",
    features: [
      "Smart filters that build playlists",
      "Trim Silence and Volume Boost",
      "Per-show playback speed",
      "Chapters and show notes",
      "Listening position synced everywhere",
    ],
    category: "entertainment",
    tags: ["podcasts", "audio", "player", "listening"],
    developer: "Automattic",
    url: "https://play.pocketcasts.com",
    version: "7.81.0",
    sizeBytes: 4_900_000,
    themeColor: "#f43e37",
    rating: 4.6,
    ratingCount: 620,
    opens: 9_870,
    publishedDaysAgo: 17,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    support: "https://support.pocketcasts.com",
    zh: {
      description: "做工精致的播客播放器，支持智能播放列表、跳过静音和变速播放，多设备同步收听进度。",
    },
    es: {
      description:
        "Un reproductor de pódcasts muy cuidado, con playlists inteligentes, recorte de silencios y velocidad variable, sincronizado en todos tus dispositivos.",
      features: [
        "Filtros inteligentes que crean playlists",
        "Recorte de silencios y refuerzo de volumen",
        "Velocidad de reproducción para cada programa",
        "Capítulos y notas del episodio",
        "Posición de escucha sincronizada en todas partes",
      ],
    },
    fr: {
      description:
        "Un lecteur de podcasts soigné, avec playlists intelligentes, suppression des silences et vitesse variable, synchronisé sur tous vos appareils.",
      features: [
        "Filtres intelligents qui créent des playlists",
        "Suppression des silences et amplification du volume",
        "Vitesse de lecture propre à chaque émission",
        "Chapitres et notes d’épisode",
        "Position d’écoute synchronisée partout",
      ],
    },
    de: {
      description:
        "Ein ausgefeilter Podcast-Player mit smarten Playlists, Stillekürzung und variabler Geschwindigkeit, synchronisiert auf all deinen Geräten.",
      features: [
        "Smarte Filter, die Playlists zusammenstellen",
        "Stille kürzen und Lautstärke anheben",
        "Wiedergabegeschwindigkeit pro Sendung",
        "Kapitel und Shownotes",
        "Hörposition überall synchron",
      ],
    },
    ja: {
      description:
        "スマートなプレイリスト、無音部分のカット、再生速度の調整を備えた洗練されたポッドキャストプレーヤーです。すべてのデバイスで同期します。",
      features: [
        "プレイリストを自動で作るスマートフィルター",
        "無音カットと音量ブースト",
        "番組ごとの再生速度",
        "チャプターと番組ノート",
        "どこでも同期される再生位置",
      ],
    },
  },
  {
    slug: "chess-com",
    name: "Chess.com",
    shortName: "Chess.com",
    description:
      "Play chess online against millions of players or friendly bots, solve puzzles and study with lessons from titled players.",
    longDescription:
      "Chess.com is the world's busiest chess site. Pair up for a one-minute bullet game or a correspondence match that lasts days, play bots pitched at every level, or challenge a friend with a link.\n\nPuzzles sharpen your tactics, Puzzle Rush races the clock, and video lessons cover openings through endgames. After every game, the review board points out blunders and better moves.\n\nTournaments, clubs and live broadcasts of top events round out the community.",
    features: [
      "Live and daily games at every time control",
      "Bots from beginner to grandmaster",
      "Daily puzzles and Puzzle Rush",
      "Game review with engine analysis",
      "Lessons, tournaments and clubs",
    ],
    category: "entertainment",
    tags: ["chess", "games", "puzzles", "strategy"],
    developer: "Chess.com",
    url: "https://www.chess.com",
    version: "4.6.9",
    sizeBytes: 12_100_000,
    themeColor: "#81b64c",
    rating: 4.7,
    ratingCount: 3260,
    opens: 52_340,
    publishedDaysAgo: 148,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://www.chess.com/legal/privacy",
    termsUrl: "https://www.chess.com/legal/user-agreement",
    support: "https://support.chess.com",
    zh: {
      description: "和全球数百万棋友或各级别机器人在线下国际象棋，还能做战术题、跟着高手系统学棋。",
      features: ["多种时限的实时与每日对局", "从入门到大师级的对弈机器人", "每日谜题与限时解题挑战", "对局复盘与引擎分析"],
    },
    es: {
      description:
        "Juega al ajedrez en línea contra millones de jugadores o bots amistosos, resuelve problemas y estudia con lecciones de jugadores titulados.",
      features: [
        "Partidas en vivo y diarias con cualquier control de tiempo",
        "Bots desde principiante hasta gran maestro",
        "Problemas diarios y Puzzle Rush",
        "Revisión de partidas con análisis del motor",
        "Lecciones, torneos y clubes",
      ],
    },
    fr: {
      description:
        "Jouez aux échecs en ligne contre des millions de joueurs ou des bots sympathiques, résolvez des problèmes et progressez avec les leçons de joueurs titrés.",
      features: [
        "Parties en direct et par correspondance, à toutes les cadences",
        "Bots du débutant au grand maître",
        "Problèmes du jour et Puzzle Rush",
        "Bilan de partie avec analyse du moteur",
        "Leçons, tournois et clubs",
      ],
    },
    de: {
      description:
        "Spiele online Schach gegen Millionen Menschen oder freundliche Bots, löse Taktikaufgaben und lerne mit Lektionen von Titelträgern.",
      features: [
        "Live- und Fernpartien in jeder Bedenkzeit",
        "Bots vom Einsteiger bis zum Großmeister",
        "Tägliche Aufgaben und Puzzle Rush",
        "Partieanalyse mit Engine-Bewertung",
        "Lektionen, Turniere und Clubs",
      ],
    },
    ja: {
      description:
        "世界中の何百万人ものプレイヤーやフレンドリーなボットとオンラインで対局し、タクティクス問題やタイトル保持者のレッスンで腕を磨けます。",
      features: [
        "あらゆる持ち時間のライブ対局とデイリー対局",
        "初心者からグランドマスターまでのボット",
        "毎日のパズルと Puzzle Rush",
        "エンジン解析付きの対局レビュー",
        "レッスン、トーナメント、クラブ",
      ],
    },
  },
  {
    slug: "lichess",
    name: "Lichess",
    shortName: "Lichess",
    description: "Free, open-source chess with no ads or paywalls: live games, puzzles, studies and a strong analysis engine.",
    longDescription:
      "Lichess is a non-profit chess server built and run largely by volunteers. Every feature is free for everyone — there is no premium tier — and all of the code is open source.\n\nPlay rated games at any speed and in variants such as Chess960, Crazyhouse and King of the Hill, train with an endless puzzle stream sorted by theme, or build shared studies to annotate openings with friends. A Stockfish engine runs right in your browser for analysis.\n\nThe interface is light, quick and easy to theme with different boards and piece sets.",
    features: [
      "Every feature free, no ads",
      "Variants like Chess960 and Crazyhouse",
      "Themed puzzle training",
      "Collaborative studies",
      "In-browser Stockfish analysis",
    ],
    category: "entertainment",
    tags: ["chess", "opensource", "games", "puzzles"],
    developer: "Lichess.org",
    url: "https://lichess.org",
    version: "2.4.1",
    sizeBytes: 6_300_000,
    themeColor: "#262421",
    rating: 4.9,
    ratingCount: 1940,
    opens: 27_650,
    publishedDaysAgo: 381,
    requirements: ["Requires an internet connection", "Account optional"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://lichess.org/privacy",
    termsUrl: "https://lichess.org/terms-of-service",
    support: "https://lichess.org/contact",
    zh: {
      description: "免费开源的国际象棋平台，没有广告也没有付费墙，对局、谜题、研究和强力分析引擎样样齐全。",
      features: ["所有功能免费且无广告", "支持 960 等多种变体", "按主题分类的谜题训练", "浏览器内置 Stockfish 分析"],
    },
    es: {
      description:
        "Ajedrez gratuito y de código abierto, sin anuncios ni muros de pago: partidas en vivo, problemas, estudios y un potente motor de análisis.",
      features: [
        "Todas las funciones gratis, sin anuncios",
        "Variantes como Chess960 y Crazyhouse",
        "Entrenamiento de problemas por temas",
        "Estudios colaborativos",
        "Análisis con Stockfish en el navegador",
      ],
    },
    fr: {
      description:
        "Des échecs gratuits et open source, sans publicité ni abonnement : parties en direct, problèmes, études et un puissant moteur d’analyse.",
      features: [
        "Toutes les fonctions gratuites, sans publicité",
        "Variantes comme Chess960 et Crazyhouse",
        "Entraînement aux problèmes par thème",
        "Études collaboratives",
        "Analyse Stockfish dans le navigateur",
      ],
    },
    de: {
      description:
        "Kostenloses Open-Source-Schach ohne Werbung und Bezahlschranken: Live-Partien, Taktikaufgaben, Studien und eine starke Analyse-Engine.",
      features: [
        "Alle Funktionen kostenlos, ohne Werbung",
        "Varianten wie Chess960 und Crazyhouse",
        "Taktiktraining nach Themen",
        "Gemeinsame Studien",
        "Stockfish-Analyse im Browser",
      ],
    },
    ja: {
      description:
        "広告も課金の壁もない、無料でオープンソースのチェスです。ライブ対局、パズル、スタディ、強力な解析エンジンを利用できます。",
      features: [
        "すべての機能が無料、広告なし",
        "Chess960 やクレイジーハウスなどのバリアント",
        "テーマ別のパズル練習",
        "共同編集できるスタディ",
        "ブラウザー上での Stockfish 解析",
      ],
    },
  },
  {
    slug: "wordle",
    name: "Wordle",
    shortName: "Wordle",
    description: "Guess the hidden five-letter word in six tries; coloured tiles tell you which letters are right, misplaced or missing.",
    longDescription:
      "Wordle is the daily word puzzle that took over group chats. Everyone gets the same five-letter word each day and six attempts to find it.\n\nAfter each guess, green tiles mark letters in the right spot, yellow ones are in the word but elsewhere, and grey ones are not there at all. Hard mode forces you to reuse every clue you have uncovered.\n\nFinished? Share your grid of coloured squares without spoiling the answer, and keep your streak going tomorrow.",
    features: [
      "One new puzzle every day",
      "Colour-coded letter hints",
      "Hard mode for purists",
      "Spoiler-free result sharing",
      "Streak and win statistics",
    ],
    category: "entertainment",
    tags: ["puzzle", "words", "daily", "games"],
    developer: "The New York Times Company",
    url: "https://www.nytimes.com/games/wordle/index.html",
    version: "3.2.0",
    sizeBytes: 1_200_000,
    themeColor: "#6aaa64",
    rating: 4.6,
    ratingCount: 2760,
    opens: 61_280,
    publishedDaysAgo: 502,
    requirements: ["Requires an internet connection"],
    permissions: ["clipboard-write"],
    privacyPolicyUrl: "https://www.nytimes.com/privacy/privacy-policy",
    support: "https://help.nytimes.com",
    zh: {
      description: "六次机会猜出隐藏的五字母单词，彩色方块会提示哪些字母猜对了、哪些放错了位置。",
    },
    es: {
      description:
        "Adivina la palabra oculta de cinco letras en seis intentos; las casillas de colores te dicen qué letras están bien, mal colocadas o no aparecen.",
      features: [
        "Un reto nuevo cada día",
        "Pistas de letras por colores",
        "Modo difícil para puristas",
        "Comparte tu resultado sin revelar la palabra",
        "Estadísticas de rachas y victorias",
      ],
    },
    fr: {
      description:
        "Devinez le mot caché de cinq lettres en six essais ; des cases colorées indiquent les lettres bien placées, mal placées ou absentes.",
      features: [
        "Une nouvelle grille chaque jour",
        "Indices de lettres par couleur",
        "Mode difficile pour les puristes",
        "Partage du résultat sans divulgâcher le mot",
        "Statistiques de séries et de victoires",
      ],
    },
    de: {
      description:
        "Errate das versteckte Wort mit fünf Buchstaben in sechs Versuchen; farbige Felder zeigen, welche Buchstaben stimmen, falsch stehen oder fehlen.",
      features: [
        "Jeden Tag ein neues Rätsel",
        "Farbige Buchstabenhinweise",
        "Schwerer Modus für Puristen",
        "Ergebnis teilen, ohne das Wort zu verraten",
        "Statistiken zu Serien und Siegen",
      ],
    },
    ja: {
      description: "隠された 5 文字の単語を 6 回以内で当てるゲームです。マスの色で、文字が正しいか、位置違いか、含まれないかがわかります。",
      features: [
        "毎日ひとつの新しいパズル",
        "色分けされた文字のヒント",
        "こだわり派向けのハードモード",
        "ネタバレなしで結果をシェア",
        "連続記録と勝率の統計",
      ],
    },
  },
  {
    slug: "2048",
    name: "2048",
    shortName: "2048",
    description:
      "Slide numbered tiles on a 4×4 grid and merge matching pairs to reach the 2048 tile — simple rules, surprisingly addictive.",
    longDescription:
      "Every move slides all the tiles on the board in one direction. When two tiles with the same number collide they merge into one worth double, and a new small tile appears somewhere on the grid.\n\nThe goal is to build a 2048 tile before the board fills up, which takes planning: most players keep their biggest tile tucked into a corner. You can keep going after 2048 and chase a higher score.\n\nThe game is tiny, loads instantly and plays fully offline with swipes or the arrow keys.",
    features: ["Swipe or arrow-key controls", "Best score saved on your device", "Keep playing past 2048", "Tiny download, fully offline"],
    category: "entertainment",
    tags: ["puzzle", "numbers", "casual", "games"],
    developer: "Gabriele Cirulli",
    url: "https://play2048.co",
    version: "1.0.4",
    sizeBytes: 240_000,
    themeColor: "#edc22e",
    rating: 4.5,
    ratingCount: 1580,
    opens: 34_720,
    publishedDaysAgo: 650,
    requirements: ["Works offline"],
    permissions: ["storage"],
    zh: {
      description: "在 4×4 方格里滑动数字方块，相同数字相撞就合并，目标是拼出 2048——规则简单，却让人停不下来。",
    },
    es: {
      description:
        "Desliza fichas numeradas en una cuadrícula de 4×4 y une las parejas iguales hasta llegar a 2048: reglas simples, sorprendentemente adictivo.",
      features: [
        "Controles con deslizamiento o flechas del teclado",
        "Mejor puntuación guardada en tu dispositivo",
        "Sigue jugando después de llegar a 2048",
        "Descarga mínima y totalmente sin conexión",
      ],
    },
    fr: {
      description:
        "Faites glisser des tuiles numérotées sur une grille de 4 × 4 et fusionnez les paires identiques jusqu’à la tuile 2048 : des règles simples, étonnamment addictives.",
      features: [
        "Commandes par balayage ou touches fléchées",
        "Meilleur score enregistré sur votre appareil",
        "Continuez à jouer au-delà de 2048",
        "Téléchargement minuscule, entièrement hors connexion",
      ],
    },
    de: {
      description:
        "Schiebe Zahlenplättchen über ein 4×4-Raster und verbinde gleiche Paare, bis du die 2048 erreichst – einfache Regeln, erstaunlich fesselnd.",
      features: [
        "Steuerung per Wischen oder Pfeiltasten",
        "Bestwert wird auf deinem Gerät gespeichert",
        "Weiterspielen über 2048 hinaus",
        "Winziger Download, komplett offline",
      ],
    },
    ja: {
      description:
        "4×4 のマスで数字のタイルをスライドし、同じ数字を合体させて 2048 を目指します。ルールは簡単なのに、ついハマってしまいます。",
      features: [
        "スワイプまたは矢印キーで操作",
        "ベストスコアを端末に保存",
        "2048 の達成後もプレイを継続可能",
        "軽量ダウンロードで完全オフライン",
      ],
    },
  },
  {
    slug: "sudoku-com",
    name: "Sudoku.com",
    shortName: "Sudoku",
    description: "Classic sudoku with thousands of puzzles from easy to expert, pencil notes and hints, and a new challenge every day.",
    longDescription:
      "Sudoku.com serves up a fresh nine-by-nine grid whenever you want one, from gentle warm-ups to expert puzzles that demand careful logic.\n\nPencil marks let you note candidates, mistake highlighting can be switched on or off, and hints nudge you forward when you are stuck without simply filling in the answer. Daily challenges award a trophy for each completed month.\n\nThe clean layout works equally well with a mouse, a keyboard or a touchscreen.",
    features: [
      "Puzzles in five difficulty levels",
      "Notes mode for candidates",
      "Optional mistake highlighting and hints",
      "Daily challenges with monthly trophies",
      "Statistics for each difficulty",
    ],
    category: "entertainment",
    tags: ["sudoku", "puzzle", "logic", "games"],
    developer: "Easybrain",
    url: "https://sudoku.com",
    version: "3.14.0",
    sizeBytes: 2_700_000,
    themeColor: "#325aaf",
    rating: 4.5,
    ratingCount: 1240,
    opens: 26_180,
    publishedDaysAgo: 224,
    requirements: ["Requires an internet connection"],
    permissions: [],
    zh: {
      description: "经典数独游戏，从入门到专家级题目数以千计，带笔记和提示功能，每天还有新挑战。",
    },
    es: {
      description: "Sudoku clásico con miles de tableros de fácil a experto, notas a lápiz, pistas y un desafío nuevo cada día.",
      features: [
        "Tableros en cinco niveles de dificultad",
        "Modo notas para los candidatos",
        "Resaltado de errores y pistas opcionales",
        "Desafíos diarios con trofeos mensuales",
        "Estadísticas de cada nivel de dificultad",
      ],
    },
    fr: {
      description:
        "Le sudoku classique avec des milliers de grilles, de facile à expert, des notes au crayon, des indices et un nouveau défi chaque jour.",
      features: [
        "Grilles en cinq niveaux de difficulté",
        "Mode notes pour les candidats",
        "Mise en évidence des erreurs et indices facultatifs",
        "Défis quotidiens avec trophées mensuels",
        "Statistiques par niveau de difficulté",
      ],
    },
    de: {
      description:
        "Klassisches Sudoku mit Tausenden Rätseln von leicht bis Experte, Notizen, Tipps und jeden Tag einer neuen Herausforderung.",
      features: [
        "Rätsel in fünf Schwierigkeitsstufen",
        "Notizmodus für Kandidaten",
        "Optionale Fehlermarkierung und Tipps",
        "Tägliche Herausforderungen mit Monatstrophäen",
        "Statistiken für jede Schwierigkeitsstufe",
      ],
    },
    ja: {
      description: "初級からエキスパートまで数千問をそろえた定番の数独です。メモ機能やヒントがあり、毎日新しいチャレンジも届きます。",
      features: [
        "5 段階の難易度のパズル",
        "候補数字を書き込めるメモモード",
        "ミスのハイライトとヒント（任意）",
        "月ごとのトロフィーがもらえるデイリーチャレンジ",
        "難易度別の統計",
      ],
    },
  },

  // ─────────────────────────────── business ───────────────────────────────
  {
    slug: "slack",
    name: "Slack",
    shortName: "Slack",
    description:
      "Team messaging organised into channels, with threads, huddles, file sharing and integrations with the tools you already use.",
    longDescription:
      "Slack replaces long email chains with channels: one for each project, team or topic, open to anyone who needs the context. Threads keep side discussions tidy, and search digs up decisions made months ago.\n\nHuddles start a quick audio or video call with screen sharing, and clips let you record a short update instead of booking a meeting. Thousands of integrations bring alerts from calendars, code repositories and help desks into the conversation.\n\nSlack Connect extends channels to partners outside your company, so agencies and clients can work in the same space.",
    features: [
      "Channels, threads and direct messages",
      "Huddles with audio, video and screen share",
      "Searchable message history",
      "Thousands of app integrations",
      "Slack Connect with external partners",
    ],
    category: "business",
    tags: ["chat", "teams", "messaging", "collaboration"],
    developer: "Slack Technologies",
    url: "https://app.slack.com/client",
    version: "4.41.105",
    sizeBytes: 17_600_000,
    themeColor: "#4a154b",
    rating: 4.5,
    ratingCount: 2480,
    opens: 54_920,
    featured: true,
    publishedDaysAgo: 27,
    requirements: ["Workspace account required", "Requires an internet connection"],
    permissions: ["notifications", "microphone", "camera"],
    privacyPolicyUrl: "https://slack.com/trust/privacy/privacy-policy",
    termsUrl: "https://slack.com/terms-of-service",
    support: "https://slack.com/help",
    zh: {
      description: "用频道组织团队沟通，支持话题串、语音小会、文件共享，还能接入你已经在用的各种工具。",
      features: ["频道、话题串和私信", "随时发起语音/视频小会并共享屏幕", "可搜索的完整消息记录", "数千种应用集成"],
    },
    es: {
      description:
        "Mensajería para equipos organizada en canales, con hilos, huddles, archivos compartidos e integración con las herramientas que ya usas.",
      features: [
        "Canales, hilos y mensajes directos",
        "Huddles con audio, video y pantalla compartida",
        "Historial de mensajes con búsqueda",
        "Miles de integraciones con apps",
        "Slack Connect con socios externos",
      ],
    },
    fr: {
      description:
        "La messagerie d’équipe organisée en canaux, avec fils, huddles, partage de fichiers et intégrations aux outils que vous utilisez déjà.",
      features: [
        "Canaux, fils et messages directs",
        "Huddles avec audio, vidéo et partage d’écran",
        "Historique des messages consultable",
        "Des milliers d’intégrations d’applis",
        "Slack Connect avec vos partenaires externes",
      ],
    },
    de: {
      description:
        "Team-Kommunikation in Channels, mit Threads, Huddles, Dateifreigabe und Integrationen in die Tools, die du schon nutzt.",
      features: [
        "Channels, Threads und Direktnachrichten",
        "Huddles mit Audio, Video und Bildschirmfreigabe",
        "Durchsuchbarer Nachrichtenverlauf",
        "Tausende App-Integrationen",
        "Slack Connect mit externen Partnern",
      ],
    },
    ja: {
      description:
        "チャンネルで整理されたチームのためのメッセージングです。スレッド、ハドル、ファイル共有、使い慣れたツールとの連携を備えています。",
      features: [
        "チャンネル、スレッド、ダイレクトメッセージ",
        "音声・ビデオ・画面共有ができるハドル",
        "検索できるメッセージ履歴",
        "数千のアプリ連携",
        "社外パートナーとつながる Slack コネクト",
      ],
    },
  },
  {
    slug: "microsoft-teams",
    name: "Microsoft Teams",
    shortName: "Teams",
    description: "Chat, meetings, calls and shared files for organisations, closely tied to Outlook, Word, Excel and SharePoint.",
    longDescription:
      "Microsoft Teams brings a company's conversations and meetings into one hub. Teams and channels hold ongoing discussions, each with a files tab backed by SharePoint and tabs for apps such as Planner or Power BI.\n\nMeetings support large audiences, breakout rooms, live captions, recordings and transcripts, and Word, Excel and PowerPoint files can be co-edited without leaving the conversation.\n\nThe installed web app runs in its own window with notifications — handy on machines where you cannot install the desktop client.",
    features: [
      "Chat, teams and channels",
      "Meetings with captions, recordings and breakout rooms",
      "Co-edit Office files inside Teams",
      "Calendar integrated with Outlook",
      "Apps and tabs for Planner, Forms and more",
    ],
    category: "business",
    tags: ["meetings", "chat", "office", "microsoft"],
    developer: "Microsoft Corporation",
    url: "https://teams.microsoft.com",
    version: "25017.203.3370",
    sizeBytes: 28_600_000,
    themeColor: "#6264a7",
    rating: 4.1,
    ratingCount: 1760,
    opens: 40_380,
    publishedDaysAgo: 380,
    requirements: ["Microsoft work or school account", "Requires an internet connection"],
    permissions: ["notifications", "camera", "microphone"],
    privacyPolicyUrl: MICROSOFT_PRIVACY,
    termsUrl: MICROSOFT_TERMS,
    support: MICROSOFT_SUPPORT,
    zh: {
      description: "面向企业的聊天、会议、通话与文件协作平台，和 Outlook、Word、Excel、SharePoint 深度打通。",
    },
    es: {
      description:
        "Chat, reuniones, llamadas y archivos compartidos para organizaciones, muy integrado con Outlook, Word, Excel y SharePoint.",
      features: [
        "Chat, equipos y canales",
        "Reuniones con subtítulos, grabaciones y salas para grupos pequeños",
        "Coedición de archivos de Office dentro de Teams",
        "Calendario integrado con Outlook",
        "Apps y pestañas para Planner, Forms y más",
      ],
    },
    fr: {
      description:
        "Chat, réunions, appels et fichiers partagés pour les organisations, étroitement liés à Outlook, Word, Excel et SharePoint.",
      features: [
        "Chat, équipes et canaux",
        "Réunions avec sous-titres, enregistrements et salles de sous-groupe",
        "Coédition de fichiers Office dans Teams",
        "Calendrier intégré à Outlook",
        "Applis et onglets pour Planner, Forms et plus encore",
      ],
    },
    de: {
      description:
        "Chat, Besprechungen, Anrufe und geteilte Dateien für Organisationen, eng verzahnt mit Outlook, Word, Excel und SharePoint.",
      features: [
        "Chat, Teams und Kanäle",
        "Besprechungen mit Untertiteln, Aufzeichnungen und Breakout-Räumen",
        "Office-Dateien gemeinsam direkt in Teams bearbeiten",
        "In Outlook integrierter Kalender",
        "Apps und Registerkarten für Planner, Forms und mehr",
      ],
    },
    ja: {
      description: "組織のためのチャット、会議、通話、ファイル共有です。Outlook、Word、Excel、SharePoint と緊密に連携します。",
      features: [
        "チャット、チーム、チャネル",
        "字幕、録画、ブレイクアウトルーム付きの会議",
        "Teams 内で Office ファイルを共同編集",
        "Outlook と連携したカレンダー",
        "Planner や Forms などのアプリとタブ",
      ],
    },
  },
  {
    slug: "zoom",
    name: "Zoom Workplace",
    shortName: "Zoom",
    description: "Join and host video meetings straight from the browser, with screen sharing, chat, reactions and breakout rooms.",
    longDescription:
      "Zoom's web client lets you run a meeting without downloading the desktop app. Join from a link, share your whole screen or a single window, and use reactions, chat and raised hands to keep large calls orderly.\n\nHosts can open breakout rooms, admit people from a waiting room and record to the cloud on paid plans. Virtual backgrounds and noise suppression help in less-than-perfect home offices.\n\nThe same account also brings team chat, a whiteboard and a scheduler.",
    features: [
      "Host or join meetings without installing",
      "Screen sharing and cloud recording",
      "Breakout rooms and waiting room",
      "Virtual backgrounds and noise suppression",
      "Team chat and whiteboard",
    ],
    category: "business",
    tags: ["meetings", "video", "calls", "conferencing"],
    developer: "Zoom Communications, Inc.",
    url: "https://app.zoom.us/wc",
    version: "6.3.5",
    sizeBytes: 22_300_000,
    themeColor: "#0b5cff",
    rating: 4.2,
    ratingCount: 1930,
    opens: 43_170,
    publishedDaysAgo: 197,
    requirements: ["Requires an internet connection", "Camera and microphone recommended"],
    permissions: ["camera", "microphone", "notifications"],
    support: "https://support.zoom.com",
    zh: {
      description: "不用安装客户端，在浏览器里就能发起或加入视频会议，支持共享屏幕、聊天和分组讨论。",
    },
    es: {
      description:
        "Únete a videorreuniones u organízalas directamente desde el navegador, con pantalla compartida, chat, reacciones y salas para grupos pequeños.",
      features: [
        "Organiza o únete a reuniones sin instalar nada",
        "Pantalla compartida y grabación en la nube",
        "Salas para grupos pequeños y sala de espera",
        "Fondos virtuales y supresión de ruido",
        "Chat de equipo y pizarra",
      ],
    },
    fr: {
      description:
        "Rejoignez et organisez des réunions vidéo directement depuis le navigateur, avec partage d’écran, chat, réactions et salles de sous-groupe.",
      features: [
        "Organisez ou rejoignez une réunion sans rien installer",
        "Partage d’écran et enregistrement dans le cloud",
        "Salles de sous-groupe et salle d’attente",
        "Arrière-plans virtuels et suppression du bruit",
        "Chat d’équipe et tableau blanc",
      ],
    },
    de: {
      description:
        "Nimm an Videomeetings teil oder veranstalte sie direkt im Browser, mit Bildschirmfreigabe, Chat, Reaktionen und Breakout-Räumen.",
      features: [
        "Meetings ohne Installation starten oder beitreten",
        "Bildschirmfreigabe und Cloud-Aufzeichnung",
        "Breakout-Räume und Warteraum",
        "Virtuelle Hintergründe und Rauschunterdrückung",
        "Team-Chat und Whiteboard",
      ],
    },
    ja: {
      description:
        "ブラウザーから直接ビデオ会議に参加・主催できます。画面共有、チャット、リアクション、ブレイクアウトルームにも対応しています。",
      features: [
        "インストールなしで会議を主催・参加",
        "画面共有とクラウド録画",
        "ブレイクアウトルームと待機室",
        "バーチャル背景とノイズ抑制",
        "チームチャットとホワイトボード",
      ],
    },
  },
  {
    slug: "google-meet",
    name: "Google Meet",
    shortName: "Meet",
    description: "Secure video meetings with live captions, noise cancellation and screen sharing, straight from your Google account.",
    longDescription:
      "Google Meet runs entirely in the browser: click a link from Calendar or Gmail and you are in. Meetings are encrypted in transit, and hosts control who can join, present and chat.\n\nLive captions work in many languages, noise cancellation filters out keyboard clatter, and tiled layouts show dozens of participants at once. Polls, Q&A and raised hands keep bigger sessions organised.\n\nOn Workspace plans you can record meetings to Drive and get automatic notes and transcripts.",
    features: [
      "One-click join from Calendar and Gmail",
      "Live captions in many languages",
      "Noise cancellation and tiled layouts",
      "Polls, Q&A and raised hands",
      "Recording to Drive on Workspace plans",
    ],
    category: "business",
    tags: ["meetings", "video", "calls", "google"],
    developer: "Google LLC",
    url: "https://meet.google.com",
    version: "2025.01.12",
    sizeBytes: 7_200_000,
    themeColor: "#00897b",
    rating: 4.3,
    ratingCount: 1420,
    opens: 35_640,
    publishedDaysAgo: 88,
    requirements: ["Google account required", "Requires an internet connection", "Camera and microphone recommended"],
    permissions: ["camera", "microphone", "notifications"],
    privacyPolicyUrl: GOOGLE_PRIVACY,
    termsUrl: GOOGLE_TERMS,
    support: "https://support.google.com/meet",
    zh: {
      description: "安全可靠的视频会议，支持实时字幕、降噪和屏幕共享，用 Google 账号点开链接就能开会。",
    },
    es: {
      description:
        "Videorreuniones seguras con subtítulos en vivo, cancelación de ruido y pantalla compartida, directamente desde tu cuenta de Google.",
      features: [
        "Únete con un clic desde Calendar y Gmail",
        "Subtítulos en vivo en muchos idiomas",
        "Cancelación de ruido y vista en mosaico",
        "Encuestas, preguntas y respuestas y manos levantadas",
        "Grabación en Drive con los planes de Workspace",
      ],
    },
    fr: {
      description:
        "Des réunions vidéo sécurisées avec sous-titres en direct, suppression du bruit et partage d’écran, directement depuis votre compte Google.",
      features: [
        "Participation en un clic depuis Agenda et Gmail",
        "Sous-titres en direct dans de nombreuses langues",
        "Suppression du bruit et affichage en mosaïque",
        "Sondages, questions-réponses et mains levées",
        "Enregistrement dans Drive avec les offres Workspace",
      ],
    },
    de: {
      description:
        "Sichere Videobesprechungen mit Live-Untertiteln, Geräuschunterdrückung und Bildschirmfreigabe, direkt aus deinem Google-Konto.",
      features: [
        "Mit einem Klick aus Kalender und Gmail beitreten",
        "Live-Untertitel in vielen Sprachen",
        "Geräuschunterdrückung und Kachelansicht",
        "Umfragen, Fragen und Antworten und Handzeichen",
        "Aufzeichnung in Drive mit Workspace-Tarifen",
      ],
    },
    ja: {
      description: "Google アカウントからすぐに使える安全なビデオ会議です。リアルタイム字幕、ノイズキャンセル、画面共有に対応しています。",
      features: [
        "カレンダーや Gmail からワンクリックで参加",
        "多言語のリアルタイム字幕",
        "ノイズキャンセルとタイル表示",
        "アンケート、Q&A、挙手",
        "Workspace プランでは Drive に録画",
      ],
    },
  },
  {
    slug: "google-sheets",
    name: "Google Sheets",
    shortName: "Sheets",
    description: "Collaborative spreadsheets with formulas, charts, pivot tables and Smart Fill, edited live with your whole team.",
    longDescription:
      "Google Sheets handles everything from household budgets to shared sales trackers. Hundreds of functions, conditional formatting, pivot tables and charts are all there, and several colleagues can edit the same sheet at once.\n\nSmart Fill spots patterns and completes columns for you, Explore suggests charts from your data, and sheets can pull in live responses from Google Forms. Excel files open and save directly.\n\nComments, protected ranges and version history make it safe to share a sheet widely.",
    features: [
      "Hundreds of functions and pivot tables",
      "Real-time co-editing",
      "Smart Fill and chart suggestions",
      "Opens and exports Excel files",
      "Protected ranges and version history",
    ],
    category: "business",
    tags: ["spreadsheets", "data", "office", "collaboration"],
    developer: "Google LLC",
    url: "https://docs.google.com/spreadsheets/",
    version: "1.24.310",
    sizeBytes: 10_300_000,
    themeColor: "#0f9d58",
    rating: 4.5,
    ratingCount: 2050,
    opens: 47_260,
    publishedDaysAgo: 655,
    requirements: ["Google account required", "Works offline once enabled"],
    permissions: ["clipboard-write", "storage"],
    privacyPolicyUrl: GOOGLE_PRIVACY,
    termsUrl: GOOGLE_TERMS,
    support: "https://support.google.com/docs",
    zh: {
      name: "Google 表格",
      description: "支持多人实时协作的在线表格，公式、图表、数据透视表一应俱全，还能智能填充数据。",
      features: ["数百种函数与数据透视表", "多人实时共同编辑", "智能填充与图表推荐", "直接打开和导出 Excel 文件"],
    },
    es: {
      name: "Hojas de cálculo de Google",
      description:
        "Hojas de cálculo colaborativas con fórmulas, gráficos, tablas dinámicas y Relleno inteligente, editadas en vivo con todo tu equipo.",
      features: [
        "Cientos de funciones y tablas dinámicas",
        "Coedición en tiempo real",
        "Relleno inteligente y sugerencias de gráficos",
        "Abre y exporta archivos de Excel",
        "Rangos protegidos e historial de versiones",
      ],
    },
    fr: {
      description:
        "Des feuilles de calcul collaboratives avec formules, graphiques, tableaux croisés dynamiques et Saisie intelligente, modifiées en direct par toute votre équipe.",
      features: [
        "Des centaines de fonctions et tableaux croisés dynamiques",
        "Coédition en temps réel",
        "Saisie intelligente et suggestions de graphiques",
        "Ouverture et export de fichiers Excel",
        "Plages protégées et historique des versions",
      ],
    },
    de: {
      name: "Google Tabellen",
      description:
        "Gemeinsame Tabellen mit Formeln, Diagrammen, Pivot-Tabellen und intelligenter Füllfunktion, live bearbeitet mit deinem ganzen Team.",
      features: [
        "Hunderte Funktionen und Pivot-Tabellen",
        "Gemeinsame Bearbeitung in Echtzeit",
        "Intelligente Füllfunktion und Diagrammvorschläge",
        "Öffnet und exportiert Excel-Dateien",
        "Geschützte Bereiche und Versionsverlauf",
      ],
    },
    ja: {
      name: "Google スプレッドシート",
      description:
        "数式、グラフ、ピボットテーブル、スマートフィルを備えた共同編集のスプレッドシートです。チーム全員でリアルタイムに編集できます。",
      features: [
        "数百の関数とピボットテーブル",
        "リアルタイムの共同編集",
        "スマートフィルとグラフの候補表示",
        "Excel ファイルを開いて書き出し",
        "保護された範囲と変更履歴",
      ],
    },
  },
  {
    slug: "trello",
    name: "Trello",
    shortName: "Trello",
    description:
      "Kanban boards for organising projects: cards move across lists as work progresses, with checklists, due dates and automation.",
    longDescription:
      'Trello turns a project into a board of lists, and each task into a card you drag from "To do" to "Doing" to "Done". Cards hold descriptions, checklists, attachments, labels, due dates and comments from teammates.\n\nPower-Ups add calendar and timeline views or connect Slack, Google Drive and Jira, while the built-in Butler automation handles repetitive steps such as moving a card once its checklist is complete.\n\nBoards are easy to share with people outside your organisation, which makes Trello popular with freelancers and small teams.',
    features: [
      "Boards, lists and drag-and-drop cards",
      "Checklists, due dates and attachments",
      "Butler automation rules",
      "Calendar and timeline views",
      "Power-Ups for Slack, Drive and Jira",
    ],
    category: "business",
    tags: ["kanban", "projects", "boards", "teams"],
    developer: "Atlassian",
    url: "https://trello.com",
    version: "2.27.4",
    sizeBytes: 8_100_000,
    themeColor: "#0079bf",
    rating: 4.5,
    ratingCount: 1690,
    opens: 32_810,
    publishedDaysAgo: 312,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://www.atlassian.com/legal/privacy-policy",
    termsUrl: "https://www.atlassian.com/legal/cloud-terms-of-service",
    support: "https://support.atlassian.com/trello/",
    zh: {
      description: "看板式项目管理工具，卡片随工作进度在列表之间拖动，支持清单、截止日期和自动化规则。",
    },
    es: {
      description:
        "Tableros kanban para organizar proyectos: las tarjetas avanzan entre listas a medida que progresa el trabajo, con checklists, fechas límite y automatización.",
      features: [
        "Tableros, listas y tarjetas que se arrastran y sueltan",
        "Checklists, fechas límite y archivos adjuntos",
        "Reglas de automatización de Butler",
        "Vistas de calendario y cronograma",
        "Power-Ups para Slack, Drive y Jira",
      ],
    },
    fr: {
      description:
        "Des tableaux kanban pour organiser vos projets : les cartes passent d’une liste à l’autre au fil du travail, avec checklists, échéances et automatisations.",
      features: [
        "Tableaux, listes et cartes à glisser-déposer",
        "Checklists, échéances et pièces jointes",
        "Règles d’automatisation Butler",
        "Vues calendrier et chronologie",
        "Power-Ups pour Slack, Drive et Jira",
      ],
    },
    de: {
      description:
        "Kanban-Boards für die Projektorganisation: Karten wandern von Liste zu Liste, während die Arbeit vorankommt, mit Checklisten, Fälligkeiten und Automatisierung.",
      features: [
        "Boards, Listen und Karten per Drag-and-drop",
        "Checklisten, Fälligkeiten und Anhänge",
        "Butler-Automatisierungsregeln",
        "Kalender- und Zeitleistenansicht",
        "Power-Ups für Slack, Drive und Jira",
      ],
    },
    ja: {
      description:
        "プロジェクトを整理するかんばんボードです。作業の進み具合に合わせてカードをリスト間で動かし、チェックリスト、期限、自動化も使えます。",
      features: [
        "ボード、リスト、ドラッグ＆ドロップできるカード",
        "チェックリスト、期限、添付ファイル",
        "Butler による自動化ルール",
        "カレンダーとタイムラインのビュー",
        "Slack、Drive、Jira と連携する Power-Up",
      ],
    },
  },
  {
    slug: "financial-times",
    name: "Financial Times",
    shortName: "FT",
    description: "Global business, markets and economic news from the Financial Times, with in-depth analysis, opinion and market data.",
    longDescription:
      "The Financial Times covers global markets, companies, economics and politics with a newsroom spread across dozens of countries. Alongside breaking news, the paper is known for its analysis, its opinion pages and the Lex column.\n\nmyFT lets you follow topics, companies and writers so their latest pieces land in a personal feed, and articles can be saved to read later. Market data pages track indices, currencies and commodities.\n\nA subscription unlocks full access; a selection of articles can be read for free after registering.",
    features: [
      "Global markets and business coverage",
      "Personal myFT feed of followed topics",
      "Saved articles for later",
      "Market data for indices and currencies",
      "Newsletters and podcasts",
    ],
    category: "business",
    tags: ["news", "finance", "markets", "economics"],
    developer: "The Financial Times Ltd",
    url: "https://www.ft.com",
    version: "3.88.0",
    sizeBytes: 6_600_000,
    themeColor: "#990f3d",
    rating: 4.4,
    ratingCount: 680,
    opens: 11_940,
    publishedDaysAgo: 423,
    requirements: ["Subscription for full access", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://help.ft.com/legal-privacy/privacy-policy/",
    termsUrl: "https://help.ft.com/legal-privacy/terms-and-conditions/",
    support: "https://help.ft.com",
    zh: {
      name: "金融时报",
      description: "英国《金融时报》出品，报道全球商业、市场与经济动态，并提供深度分析、评论和行情数据。",
    },
    es: {
      description:
        "Noticias internacionales de negocios, mercados y economía del Financial Times, con análisis a fondo, opinión y datos de mercado.",
      features: [
        "Cobertura de mercados y negocios de todo el mundo",
        "Feed personal myFT con los temas que sigues",
        "Artículos guardados para leer más tarde",
        "Datos de mercado de índices y divisas",
        "Newsletters y pódcasts",
      ],
    },
    fr: {
      description:
        "L’actualité mondiale des affaires, des marchés et de l’économie par le Financial Times, avec analyses approfondies, tribunes et données de marché.",
      features: [
        "Couverture des marchés et des entreprises du monde entier",
        "Fil personnel myFT selon les sujets suivis",
        "Articles enregistrés pour plus tard",
        "Données de marché sur les indices et les devises",
        "Newsletters et podcasts",
      ],
    },
    de: {
      description:
        "Internationale Nachrichten zu Wirtschaft, Märkten und Konjunktur von der Financial Times, mit fundierten Analysen, Meinungen und Marktdaten.",
      features: [
        "Weltweite Berichterstattung zu Märkten und Unternehmen",
        "Persönlicher myFT-Feed mit gefolgten Themen",
        "Artikel für später speichern",
        "Marktdaten zu Indizes und Währungen",
        "Newsletter und Podcasts",
      ],
    },
    ja: {
      description: "Financial Times による世界のビジネス、市場、経済のニュースです。詳しい分析、オピニオン、マーケットデータも読めます。",
      features: [
        "世界の市場とビジネスの報道",
        "フォローしたトピックが並ぶ myFT フィード",
        "あとで読むための記事保存",
        "株価指数や為替のマーケットデータ",
        "ニュースレターとポッドキャスト",
      ],
    },
  },
  {
    slug: "microsoft-outlook",
    name: "Microsoft Outlook",
    shortName: "Outlook",
    description:
      "Email and calendar for personal and work accounts, with a Focused Inbox, a scheduling assistant and in-browser Office attachments.",
    longDescription:
      "Outlook on the web handles both personal Outlook.com addresses and work mailboxes. The Focused Inbox separates important mail from newsletters, and rules, categories and Sweep keep the rest under control.\n\nThe calendar sits one click away, with shared calendars, a scheduling assistant that finds free slots and Teams links added to invitations automatically. Word, Excel and PowerPoint attachments open for viewing and editing in the browser.\n\nInstalled as an app, Outlook gets its own window, a taskbar badge and desktop notifications.",
    features: [
      "Focused Inbox and Sweep rules",
      "Calendar with scheduling assistant",
      "Edit Office attachments in the browser",
      "Teams meeting links in invitations",
      "Desktop notifications and badges",
    ],
    category: "business",
    tags: ["email", "calendar", "office", "microsoft"],
    developer: "Microsoft Corporation",
    url: "https://outlook.live.com/mail/",
    version: "16.0.18324",
    sizeBytes: 19_800_000,
    themeColor: "#0078d4",
    rating: 4.2,
    ratingCount: 1350,
    opens: 28_470,
    publishedDaysAgo: 571,
    requirements: ["Microsoft account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: MICROSOFT_PRIVACY,
    termsUrl: MICROSOFT_TERMS,
    support: MICROSOFT_SUPPORT,
    zh: {
      description: "个人和工作账号通用的邮件与日历，重要邮件自动分类，内置日程安排助手，附件直接在线打开。",
    },
    es: {
      description:
        "Correo y calendario para cuentas personales y de trabajo, con Bandeja de entrada Prioritarios, asistente de programación y adjuntos de Office en el navegador.",
      features: [
        "Bandeja Prioritarios y reglas de Limpiar",
        "Calendario con asistente de programación",
        "Edita adjuntos de Office en el navegador",
        "Enlaces de reunión de Teams en las invitaciones",
        "Notificaciones de escritorio y contadores",
      ],
    },
    fr: {
      description:
        "E-mail et calendrier pour vos comptes personnels et professionnels, avec Boîte de réception Prioritaire, Assistant Planification et pièces jointes Office dans le navigateur.",
      features: [
        "Boîte de réception Prioritaire et règles de nettoyage",
        "Calendrier avec Assistant Planification",
        "Modification des pièces jointes Office dans le navigateur",
        "Liens de réunion Teams dans les invitations",
        "Notifications de bureau et badges",
      ],
    },
    de: {
      description:
        "E-Mail und Kalender für private und berufliche Konten, mit Posteingang mit Relevanz, Terminplanungs-Assistent und Office-Anhängen im Browser.",
      features: [
        "Posteingang mit Relevanz und Aufräumregeln",
        "Kalender mit Terminplanungs-Assistent",
        "Office-Anhänge im Browser bearbeiten",
        "Teams-Besprechungslinks in Einladungen",
        "Desktop-Benachrichtigungen und Badges",
      ],
    },
    ja: {
      description:
        "個人用と仕事用のアカウントで使えるメールとカレンダーです。優先受信トレイ、スケジュールアシスタント、ブラウザーでの Office 添付ファイル編集に対応しています。",
      features: [
        "優先受信トレイと一括処理ルール",
        "スケジュールアシスタント付きのカレンダー",
        "Office の添付ファイルをブラウザーで編集",
        "招待状に Teams 会議のリンク",
        "デスクトップ通知とバッジ",
      ],
    },
  },

  // ──────────────────────────────── health ────────────────────────────────
  {
    slug: "habitica",
    name: "Habitica",
    shortName: "Habitica",
    description: "Build habits by playing a role-playing game: real tasks earn gold and XP, while skipped dailies cost your avatar health.",
    longDescription:
      "Habitica turns your to-do list into a game. Create an avatar, then add habits, daily routines and one-off tasks. Ticking them off earns experience, gold and items; missing a daily makes your character lose health.\n\nGold buys equipment and rewards you define for yourself, such as an episode of a favourite show. Join a party with friends to fight quest bosses together — everyone's good days deal damage, and everyone's slip-ups hurt the group.\n\nThe project is open source and has a large, friendly community of guilds and challenges.",
    features: [
      "Habits, dailies and to-dos as RPG quests",
      "Avatar levelling, gear and pets",
      "Custom rewards bought with gold",
      "Parties and boss battles with friends",
      "Community challenges and guilds",
    ],
    category: "health",
    tags: ["habits", "gamified", "motivation", "routines"],
    developer: "HabitRPG, Inc.",
    url: "https://habitica.com",
    version: "5.30.2",
    sizeBytes: 7_300_000,
    themeColor: "#6133b4",
    rating: 4.5,
    ratingCount: 870,
    opens: 13_520,
    publishedDaysAgo: 274,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://habitica.com/static/privacy",
    termsUrl: "https://habitica.com/static/terms",
    support: "mailto:admin@habitica.com",
    zh: {
      description: "用角色扮演游戏的方式养成好习惯：完成现实中的任务能拿金币和经验，偷懒则会让角色掉血。",
      features: ["习惯、每日任务和待办都变成 RPG 任务", "角色升级、装备与宠物", "用金币兑换自己设定的奖励", "和好友组队挑战首领"],
    },
    es: {
      description:
        "Crea hábitos jugando a un juego de rol: las tareas reales te dan oro y XP, y las diarias que saltas le quitan salud a tu avatar.",
      features: [
        "Hábitos, diarias y pendientes como misiones de rol",
        "Tu avatar sube de nivel y consigue equipo y mascotas",
        "Recompensas personalizadas que compras con oro",
        "Grupos y batallas contra jefes con amigos",
        "Desafíos y gremios de la comunidad",
      ],
    },
    fr: {
      description:
        "Prenez de bonnes habitudes en jouant à un jeu de rôle : vos vraies tâches rapportent or et XP, tandis que les quotidiennes oubliées coûtent des points de vie à votre avatar.",
      features: [
        "Habitudes, quotidiennes et tâches en quêtes de jeu de rôle",
        "Progression de l’avatar, équipement et familiers",
        "Récompenses personnalisées achetées avec votre or",
        "Équipes et combats de boss entre amis",
        "Défis et guildes de la communauté",
      ],
    },
    de: {
      description:
        "Bau Gewohnheiten auf, indem du ein Rollenspiel spielst: Echte Aufgaben bringen Gold und XP, verpasste Tagesaufgaben kosten deinen Avatar Lebenspunkte.",
      features: [
        "Gewohnheiten, Tagesaufgaben und To-dos als Rollenspiel-Quests",
        "Avatar mit Levelaufstieg, Ausrüstung und Haustieren",
        "Eigene Belohnungen, mit Gold gekauft",
        "Gruppen und Bosskämpfe mit Freunden",
        "Community-Herausforderungen und Gilden",
      ],
    },
    ja: {
      description:
        "ロールプレイングゲームで習慣を身につけるアプリです。現実のタスクをこなすとゴールドや XP が手に入り、日課をさぼるとアバターの体力が減ります。",
      features: [
        "習慣、日課、ToDo を RPG のクエストに",
        "アバターのレベルアップ、装備、ペット",
        "ゴールドで買える自分だけのごほうび",
        "友達とのパーティーとボス戦",
        "コミュニティのチャレンジとギルド",
      ],
    },
  },
  {
    slug: "strava",
    name: "Strava",
    shortName: "Strava",
    description: "Track runs, rides and swims, analyse your training and share activities with a community of athletes.",
    longDescription:
      "Strava is where millions of runners and cyclists log their workouts. Activities sync from GPS watches and bike computers, showing pace, elevation, heart rate and splits on a map.\n\nSegments turn stretches of road or trail into friendly competitions with leaderboards, and the training log shows weekly volume at a glance. The route builder helps plan new loops along popular paths.\n\nFollow friends, give kudos and join monthly challenges to keep motivation high.",
    features: [
      "Activity maps with pace, elevation and heart rate",
      "Segments and leaderboards",
      "Training log and fitness trends",
      "Route builder with popular paths",
      "Clubs, kudos and monthly challenges",
    ],
    category: "health",
    tags: ["running", "cycling", "fitness", "training"],
    developer: "Strava, Inc.",
    url: "https://www.strava.com",
    version: "398.8.0",
    sizeBytes: 9_800_000,
    themeColor: "#fc4c02",
    rating: 4.5,
    ratingCount: 1560,
    opens: 26_930,
    publishedDaysAgo: 176,
    requirements: ["Free account required", "Requires an internet connection", "GPS watch or phone to record activities"],
    permissions: ["notifications", "geolocation"],
    privacyPolicyUrl: "https://www.strava.com/legal/privacy",
    termsUrl: "https://www.strava.com/legal/terms",
    support: "https://support.strava.com",
    zh: {
      description: "记录跑步、骑行和游泳，分析训练数据，并与运动爱好者社区分享每一次活动。",
      features: ["带配速、海拔和心率的运动轨迹", "路段挑战与排行榜", "训练日志与体能趋势", "热门路线规划工具"],
    },
    es: {
      description:
        "Registra tus carreras, rutas en bici y sesiones de natación, analiza tu entrenamiento y comparte tus actividades con una comunidad de deportistas.",
      features: [
        "Mapas de actividad con ritmo, desnivel y frecuencia cardiaca",
        "Segmentos y clasificaciones",
        "Registro de entrenamiento y evolución de tu forma física",
        "Creador de rutas con los caminos más populares",
        "Clubes, kudos y desafíos mensuales",
      ],
    },
    fr: {
      description:
        "Enregistrez vos courses, sorties vélo et séances de natation, analysez votre entraînement et partagez vos activités avec une communauté de sportifs.",
      features: [
        "Cartes d’activité avec allure, dénivelé et fréquence cardiaque",
        "Segments et classements",
        "Journal d’entraînement et évolution de la forme",
        "Création d’itinéraires sur les parcours populaires",
        "Clubs, kudos et défis mensuels",
      ],
    },
    de: {
      description:
        "Zeichne Läufe, Radtouren und Schwimmeinheiten auf, analysiere dein Training und teile Aktivitäten mit einer Community von Sportlern.",
      features: [
        "Aktivitätskarten mit Pace, Höhenmetern und Herzfrequenz",
        "Segmente und Bestenlisten",
        "Trainingstagebuch und Fitnessentwicklung",
        "Routenplaner mit beliebten Strecken",
        "Clubs, Kudos und monatliche Challenges",
      ],
    },
    ja: {
      description:
        "ランニング、サイクリング、スイムを記録してトレーニングを分析し、アスリートのコミュニティとアクティビティを共有できます。",
      features: [
        "ペース、標高、心拍数を表示するアクティビティマップ",
        "セグメントとランキング",
        "トレーニングログとフィットネスの推移",
        "人気のルートを使えるルート作成",
        "クラブ、Kudos、毎月のチャレンジ",
      ],
    },
  },
  {
    slug: "headspace",
    name: "Headspace",
    shortName: "Headspace",
    description: "Guided meditations, sleep sounds and mindful exercises to ease stress and build a calmer daily routine.",
    longDescription:
      "Headspace teaches meditation step by step, starting with short beginner courses that explain the basics in plain, friendly language. From there you can explore sessions for stress, focus, anxiety and self-esteem.\n\nSleepcasts — slow, soothing stories — plus wind-down exercises and ambient soundscapes help with falling asleep, and focus music keeps you on track during work. Short SOS sessions are there for moments of panic.\n\nProgress tracking shows minutes meditated and streaks, encouraging a little practice every day.",
    features: [
      "Beginner meditation courses",
      "Sessions for stress, focus and sleep",
      "Sleepcasts and soundscapes",
      "Quick SOS exercises",
      "Streaks and mindful-minute tracking",
    ],
    category: "health",
    tags: ["meditation", "mindfulness", "sleep", "stress"],
    developer: "Headspace Inc.",
    url: "https://my.headspace.com",
    version: "3.250.0",
    sizeBytes: 14_600_000,
    themeColor: "#f47d31",
    rating: 4.7,
    ratingCount: 1320,
    opens: 22_840,
    featured: true,
    publishedDaysAgo: 11,
    requirements: ["Subscription for most content", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://www.headspace.com/privacy-policy",
    termsUrl: "https://www.headspace.com/terms-and-conditions",
    support: "https://help.headspace.com",
    zh: {
      description: "引导式冥想、助眠声音和正念练习，帮你缓解压力，让每天的节奏更从容。",
      features: ["零基础冥想入门课程", "针对压力、专注和睡眠的练习", "睡前故事与环境音", "连续打卡与冥想时长统计"],
    },
    es: {
      description:
        "Meditaciones guiadas, sonidos para dormir y ejercicios de atención plena para aliviar el estrés y crear una rutina diaria más serena.",
      features: [
        "Cursos de meditación para principiantes",
        "Sesiones para el estrés, la concentración y el sueño",
        "Sleepcasts y paisajes sonoros",
        "Ejercicios SOS rápidos",
        "Rachas y registro de minutos de atención plena",
      ],
    },
    fr: {
      description:
        "Méditations guidées, sons pour dormir et exercices de pleine conscience pour apaiser le stress et installer une routine plus sereine.",
      features: [
        "Parcours de méditation pour débutants",
        "Séances pour le stress, la concentration et le sommeil",
        "Sleepcasts et ambiances sonores",
        "Exercices SOS express",
        "Séries et suivi des minutes de pleine conscience",
      ],
    },
    de: {
      description:
        "Geführte Meditationen, Einschlafklänge und Achtsamkeitsübungen, die Stress lindern und zu einem ruhigeren Alltag verhelfen.",
      features: [
        "Meditationskurse für Einsteiger",
        "Sessions gegen Stress, für Fokus und Schlaf",
        "Sleepcasts und Klanglandschaften",
        "Schnelle SOS-Übungen",
        "Serien und Achtsamkeitsminuten im Blick",
      ],
    },
    ja: {
      description:
        "ガイド付き瞑想、眠りのためのサウンド、マインドフルネスのエクササイズで、ストレスを和らげ、穏やかな毎日を送る習慣をつくります。",
      features: [
        "初心者向けの瞑想コース",
        "ストレス、集中、睡眠のためのセッション",
        "スリープキャストとサウンドスケープ",
        "すぐにできる SOS エクササイズ",
        "連続記録とマインドフルな時間の記録",
      ],
    },
  },
  {
    slug: "calm",
    name: "Calm",
    shortName: "Calm",
    description: "Sleep stories, meditations and relaxing music designed to help you unwind, sleep better and manage anxiety.",
    longDescription:
      "Calm is best known for its Sleep Stories: bedtime tales read by soothing narrators, designed to help your mind slow down. The library also includes guided meditations, breathing exercises and calming soundscapes such as rain and ocean waves.\n\nThe Daily Calm offers a fresh ten-minute session every day, and longer programmes cover topics such as managing stress, gratitude and healthier sleep habits. Music tracks are composed for focus, relaxation or sleep.\n\nMood check-ins and gentle reminders help make the practice part of your routine.",
    features: [
      "Sleep Stories read by calming narrators",
      "The Daily Calm meditation",
      "Breathing exercises",
      "Nature sounds and focus music",
      "Mood check-ins and reminders",
    ],
    category: "health",
    tags: ["sleep", "meditation", "relaxation", "anxiety"],
    developer: "Calm.com, Inc.",
    url: "https://www.calm.com",
    version: "6.52.0",
    sizeBytes: 13_200_000,
    themeColor: "#2f69c6",
    rating: 4.6,
    ratingCount: 1080,
    opens: 18_960,
    publishedDaysAgo: 392,
    requirements: ["Subscription for the full library", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://www.calm.com/privacy",
    termsUrl: "https://www.calm.com/terms",
    support: "https://support.calm.com",
    zh: {
      description: "睡前故事、冥想和放松音乐，帮你卸下一天的疲惫、睡个好觉，也更从容地面对焦虑。",
    },
    es: {
      description:
        "Historias para dormir, meditaciones y música relajante pensadas para ayudarte a desconectar, dormir mejor y manejar la ansiedad.",
      features: [
        "Historias para dormir narradas por voces relajantes",
        "La meditación diaria Daily Calm",
        "Ejercicios de respiración",
        "Sonidos de la naturaleza y música para concentrarte",
        "Registro del estado de ánimo y recordatorios",
      ],
    },
    fr: {
      description:
        "Histoires pour s’endormir, méditations et musiques relaxantes pour vous aider à décompresser, mieux dormir et apprivoiser l’anxiété.",
      features: [
        "Histoires pour dormir lues par des voix apaisantes",
        "La méditation quotidienne Daily Calm",
        "Exercices de respiration",
        "Sons de la nature et musique pour se concentrer",
        "Suivi de l’humeur et rappels",
      ],
    },
    de: {
      description:
        "Einschlafgeschichten, Meditationen und entspannende Musik, die dir helfen abzuschalten, besser zu schlafen und mit Ängsten umzugehen.",
      features: [
        "Einschlafgeschichten, gelesen von beruhigenden Stimmen",
        "Tägliche Meditation „Daily Calm“",
        "Atemübungen",
        "Naturgeräusche und Musik zum Konzentrieren",
        "Stimmungs-Check-ins und Erinnerungen",
      ],
    },
    ja: {
      description: "睡眠用の物語、瞑想、リラックスできる音楽で、心をほぐし、ぐっすり眠り、不安と上手に付き合えるようサポートします。",
      features: [
        "心落ち着く語り手が読むスリープストーリー",
        "毎日の瞑想「Daily Calm」",
        "呼吸のエクササイズ",
        "自然の音と集中用の音楽",
        "気分のチェックインとリマインダー",
      ],
    },
  },
  {
    slug: "down-dog",
    name: "Down Dog",
    shortName: "Down Dog",
    description: "Yoga classes generated fresh every time, tailored to your level, pace, focus areas and how long you have.",
    longDescription:
      "Down Dog never plays the same class twice. Choose a style such as Vinyasa, Hatha or Restorative, set your level and how much time you have, and it builds a new sequence with a voice instructor and flowing music.\n\nYou can emphasise areas like hips or back, slow the pacing down or speed it up, and choose from several instructor voices and playlists. Sister apps cover HIIT, barre, running and meditation.\n\nIt suits anyone who wants the variety of a studio without leaving home.",
    features: [
      "A new yoga sequence every session",
      "Styles from Vinyasa to Restorative",
      "Adjustable pace, length and focus areas",
      "Choice of voices and music",
      "Beginner-friendly options",
    ],
    category: "health",
    tags: ["yoga", "fitness", "workouts", "stretching"],
    developer: "Down Dog Apps",
    url: "https://www.downdogapp.com",
    version: "8.2.1",
    sizeBytes: 18_400_000,
    themeColor: "#1f7a8c",
    rating: 4.8,
    ratingCount: 480,
    opens: 7_260,
    publishedDaysAgo: 43,
    requirements: ["Free account required", "Requires an internet connection", "Subscription for full access"],
    permissions: ["notifications"],
    zh: {
      description: "每次都重新生成的瑜伽课，按你的水平、节奏、重点部位和可用时间量身定制。",
    },
    es: {
      description:
        "Clases de yoga generadas desde cero cada vez, adaptadas a tu nivel, tu ritmo, las zonas que quieres trabajar y el tiempo que tienes.",
      features: [
        "Una secuencia de yoga nueva en cada sesión",
        "Estilos desde Vinyasa hasta Restaurativo",
        "Ritmo, duración y zonas de trabajo ajustables",
        "Elige voces y música",
        "Opciones para principiantes",
      ],
    },
    fr: {
      description:
        "Des cours de yoga générés à chaque fois, adaptés à votre niveau, votre rythme, les zones à travailler et le temps dont vous disposez.",
      features: [
        "Un nouvel enchaînement à chaque séance",
        "Styles du vinyasa au yoga restauratif",
        "Rythme, durée et zones ciblées réglables",
        "Choix des voix et de la musique",
        "Options adaptées aux débutants",
      ],
    },
    de: {
      description:
        "Yogastunden, die jedes Mal neu zusammengestellt werden, passend zu deinem Level, Tempo, Schwerpunkt und deiner verfügbaren Zeit.",
      features: [
        "Bei jeder Einheit eine neue Yogasequenz",
        "Stile von Vinyasa bis Restorative",
        "Tempo, Dauer und Schwerpunkte einstellbar",
        "Auswahl an Stimmen und Musik",
        "Einsteigerfreundliche Optionen",
      ],
    },
    ja: {
      description: "レベル、ペース、重点部位、使える時間に合わせて、毎回新しく組み立てられるヨガレッスンです。",
      features: [
        "セッションごとに新しいヨガのシークエンス",
        "ヴィンヤサからリストラティブまでのスタイル",
        "ペース、時間、重点部位を調整可能",
        "声や音楽を選択",
        "初心者にやさしいオプション",
      ],
    },
  },
  {
    slug: "cronometer",
    name: "Cronometer",
    shortName: "Cronometer",
    description: "A detailed food diary that tracks calories, macros and over 80 vitamins and minerals using verified nutrition data.",
    longDescription:
      "Cronometer goes further than calorie counting. Log meals from a database built on lab-analysed sources, and it shows not only protein, carbs and fat but also micronutrients such as iron, magnesium and vitamin B12.\n\nTargets adapt to your goal — weight loss, muscle gain or a particular diet such as keto or vegetarian — and charts reveal where you regularly fall short. Weight, sleep and blood pressure can be logged alongside food.\n\nIt syncs with many fitness trackers and smart scales to bring the whole picture together.",
    features: [
      "Verified nutrition database",
      "Tracks 80+ micronutrients",
      "Targets for keto, vegetarian and more",
      "Biometrics logging",
      "Syncs with trackers and smart scales",
    ],
    category: "health",
    tags: ["nutrition", "calories", "diet", "tracking"],
    developer: "Cronometer Software Inc.",
    url: "https://cronometer.com",
    version: "4.22.0",
    sizeBytes: 5_100_000,
    themeColor: "#f16b32",
    rating: 4.6,
    ratingCount: 530,
    opens: 8_410,
    publishedDaysAgo: 118,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    support: "https://support.cronometer.com",
    zh: {
      description: "精细的饮食日记，依据可靠的营养数据记录热量、三大营养素以及 80 多种维生素和矿物质。",
    },
    es: {
      description:
        "Un diario de alimentación detallado que registra calorías, macros y más de 80 vitaminas y minerales con datos nutricionales verificados.",
      features: [
        "Base de datos nutricional verificada",
        "Registra más de 80 micronutrientes",
        "Objetivos para dieta keto, vegetariana y más",
        "Registro de datos biométricos",
        "Se sincroniza con pulseras de actividad y básculas inteligentes",
      ],
    },
    fr: {
      description:
        "Un journal alimentaire détaillé qui suit calories, macros et plus de 80 vitamines et minéraux grâce à des données nutritionnelles vérifiées.",
      features: [
        "Base de données nutritionnelles vérifiée",
        "Suivi de plus de 80 micronutriments",
        "Objectifs pour régime cétogène, végétarien et plus",
        "Enregistrement des données biométriques",
        "Synchronisation avec bracelets connectés et balances intelligentes",
      ],
    },
    de: {
      description:
        "Ein ausführliches Ernährungstagebuch, das Kalorien, Makros und über 80 Vitamine und Mineralstoffe anhand geprüfter Nährwertdaten erfasst.",
      features: [
        "Geprüfte Nährwertdatenbank",
        "Erfasst über 80 Mikronährstoffe",
        "Ziele für Keto, vegetarische Ernährung und mehr",
        "Erfassung biometrischer Werte",
        "Synchronisiert mit Fitnesstrackern und smarten Waagen",
      ],
    },
    ja: {
      description: "確かな栄養データをもとに、カロリー、三大栄養素、80 種類以上のビタミンとミネラルを記録できる詳しい食事日記です。",
      features: [
        "検証済みの栄養データベース",
        "80 種類以上の微量栄養素を記録",
        "ケトジェニックやベジタリアンなどの目標設定",
        "体重などの身体データの記録",
        "活動量計やスマート体重計と同期",
      ],
    },
  },
  {
    slug: "open-food-facts",
    name: "Open Food Facts",
    shortName: "Open Food Facts",
    description: "A collaborative, open database of food products: check ingredients, allergens, Nutri-Score and additives before you buy.",
    longDescription:
      "Open Food Facts is a non-profit project often described as the Wikipedia of food. Volunteers around the world photograph and transcribe labels, building a free database of millions of products.\n\nScan or search a barcode to see the ingredient list, allergens, nutrition table and scores such as Nutri-Score, the NOVA processing level and the Green-Score for environmental impact. Additives are explained in plain language.\n\nAnyone can add a missing product or correct an entry, and all of the data is open to researchers and app developers.",
    features: [
      "Millions of products from around the world",
      "Nutri-Score, NOVA and Green-Score",
      "Allergen and additive information",
      "Barcode scanning with your camera",
      "Open data anyone can improve",
    ],
    category: "health",
    tags: ["nutrition", "food", "allergens", "opendata"],
    developer: "Open Food Facts",
    url: "https://world.openfoodfacts.org",
    version: "2.48.0",
    sizeBytes: 2_900_000,
    themeColor: "#ff8714",
    rating: 4.4,
    ratingCount: 260,
    opens: 3_480,
    publishedDaysAgo: 22,
    requirements: ["Requires an internet connection", "Camera for barcode scanning"],
    permissions: ["camera"],
    privacyPolicyUrl: "https://world.openfoodfacts.org/privacy",
    termsUrl: "https://world.openfoodfacts.org/terms-of-use",
    support: "mailto:contact@openfoodfacts.org",
    zh: {
      description: "由社区共建的开放食品数据库，购买前就能查清配料、过敏原、营养评分和添加剂。",
    },
    es: {
      description:
        "Una base de datos abierta y colaborativa de productos alimenticios: consulta ingredientes, alérgenos, Nutri-Score y aditivos antes de comprar.",
      features: [
        "Millones de productos de todo el mundo",
        "Nutri-Score, NOVA y Green-Score",
        "Información sobre alérgenos y aditivos",
        "Escaneo de códigos de barras con tu cámara",
        "Datos abiertos que cualquiera puede mejorar",
      ],
    },
    fr: {
      description:
        "Une base de données ouverte et collaborative de produits alimentaires : vérifiez ingrédients, allergènes, Nutri-Score et additifs avant d’acheter.",
      features: [
        "Des millions de produits du monde entier",
        "Nutri-Score, NOVA et Green-Score",
        "Informations sur les allergènes et additifs",
        "Scan des codes-barres avec votre appareil photo",
        "Données ouvertes que chacun peut améliorer",
      ],
    },
    de: {
      description:
        "Eine offene, gemeinschaftliche Datenbank für Lebensmittel: Prüfe Zutaten, Allergene, Nutri-Score und Zusatzstoffe vor dem Einkauf.",
      features: [
        "Millionen Produkte aus aller Welt",
        "Nutri-Score, NOVA und Green-Score",
        "Angaben zu Allergenen und Zusatzstoffen",
        "Barcode-Scan mit deiner Kamera",
        "Offene Daten, die alle verbessern können",
      ],
    },
    ja: {
      description: "誰でも参加できるオープンな食品データベースです。買う前に原材料、アレルゲン、Nutri-Score、添加物を確認できます。",
      features: [
        "世界中の数百万の商品",
        "Nutri-Score、NOVA、Green-Score",
        "アレルゲンと添加物の情報",
        "カメラでバーコードをスキャン",
        "誰でも改善できるオープンデータ",
      ],
    },
  },
  {
    slug: "peloton",
    name: "Peloton",
    shortName: "Peloton",
    description: "Live and on-demand classes for cycling, running, strength, yoga and more — most of them need no bike or treadmill.",
    longDescription:
      "The Peloton app gives you the instructors and class library without the hardware. Thousands of classes cover strength, yoga, HIIT, walking, outdoor running, meditation and stretching, and many need nothing more than a mat.\n\nLive classes show a leaderboard of everyone taking part at the same time, and programmes lay out multi-week plans for goals such as getting started with strength training. Filters sort by length, music genre and instructor.\n\nThe web player streams classes to any laptop, making it easy to keep working out while travelling.",
    features: [
      "Thousands of on-demand classes",
      "Live classes with leaderboards",
      "Strength, yoga, HIIT and meditation",
      "Multi-week training programmes",
      "Filter by length, music and instructor",
    ],
    category: "health",
    tags: ["workouts", "fitness", "classes", "strength"],
    developer: "Peloton Interactive, Inc.",
    url: "https://members.onepeloton.com",
    version: "3.42.0",
    sizeBytes: 16_900_000,
    themeColor: "#df1c2f",
    rating: 4.4,
    ratingCount: 720,
    opens: 10_630,
    publishedDaysAgo: 339,
    requirements: ["Membership required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://www.onepeloton.com/privacy-policy",
    termsUrl: "https://www.onepeloton.com/terms-of-service",
    support: "https://support.onepeloton.com",
    zh: {
      description: "骑行、跑步、力量、瑜伽等直播和点播课程，大部分课程不需要单车或跑步机也能跟练。",
    },
    es: {
      description:
        "Clases en vivo y a la carta de ciclismo, running, fuerza, yoga y más; la mayoría no requieren bicicleta ni cinta de correr.",
      features: [
        "Miles de clases a la carta",
        "Clases en vivo con clasificaciones",
        "Fuerza, yoga, HIIT y meditación",
        "Programas de entrenamiento de varias semanas",
        "Filtra por duración, música e instructor",
      ],
    },
    fr: {
      description:
        "Des cours en direct et à la demande de vélo, course, renforcement, yoga et plus encore ; la plupart ne demandent ni vélo ni tapis de course.",
      features: [
        "Des milliers de cours à la demande",
        "Cours en direct avec classements",
        "Renforcement, yoga, HIIT et méditation",
        "Programmes d’entraînement sur plusieurs semaines",
        "Filtres par durée, musique et coach",
      ],
    },
    de: {
      description:
        "Live- und On-Demand-Kurse für Radfahren, Laufen, Kraft, Yoga und mehr – für die meisten brauchst du weder Bike noch Laufband.",
      features: [
        "Tausende On-Demand-Kurse",
        "Live-Kurse mit Bestenlisten",
        "Kraft, Yoga, HIIT und Meditation",
        "Mehrwöchige Trainingsprogramme",
        "Filter nach Dauer, Musik und Trainer",
      ],
    },
    ja: {
      description:
        "サイクリング、ランニング、筋トレ、ヨガなどのライブ・オンデマンドクラスです。多くのクラスはバイクやトレッドミルがなくても受けられます。",
      features: [
        "数千のオンデマンドクラス",
        "ランキング付きのライブクラス",
        "筋トレ、ヨガ、HIIT、瞑想",
        "数週間にわたるトレーニングプログラム",
        "時間、音楽、インストラクターで絞り込み",
      ],
    },
  },

  // ──────────────────────────────── social ────────────────────────────────
  {
    slug: "x",
    name: "X",
    shortName: "X",
    description:
      "Follow breaking news, public conversations and the people you care about through short posts, threads and live audio Spaces.",
    longDescription:
      "X, formerly Twitter, is where news breaks and public debate plays out in real time. Follow journalists, athletes, companies and friends, and your timeline fills with short posts, photos, videos and polls.\n\nThe For You tab suggests posts from outside your network, while Following shows only the accounts you chose, newest first. Lists, bookmarks and Communities help organise topics, and Spaces hosts live audio conversations.\n\nThe installable web app began life as Twitter Lite, built to load quickly on slow connections.",
    features: [
      "For You and Following timelines",
      "Posts with photos, video and polls",
      "Lists, bookmarks and Communities",
      "Live audio Spaces",
      "Direct messages",
    ],
    category: "social",
    tags: ["microblogging", "news", "posts", "social"],
    developer: "X Corp.",
    url: "https://x.com",
    version: "10.72.0",
    sizeBytes: 5_600_000,
    themeColor: "#000000",
    rating: 3.7,
    ratingCount: 3480,
    opens: 72_150,
    publishedDaysAgo: 495,
    requirements: ["Account required to post", "Requires an internet connection"],
    permissions: ["notifications", "camera"],
    privacyPolicyUrl: "https://x.com/en/privacy",
    termsUrl: "https://x.com/en/tos",
    support: "https://help.x.com",
    zh: {
      description: "实时追踪突发新闻、公共话题和你关心的人，短帖、长串讨论和语音直播 Spaces 应有尽有。",
    },
    es: {
      description:
        "Sigue las noticias de última hora, las conversaciones públicas y a las personas que te importan con posts breves, hilos y Spaces de audio en vivo.",
      features: [
        "Cronologías Para ti y Siguiendo",
        "Posts con fotos, video y encuestas",
        "Listas, elementos guardados y Comunidades",
        "Spaces de audio en vivo",
        "Mensajes directos",
      ],
    },
    fr: {
      description:
        "Suivez l’actualité en direct, les conversations publiques et les personnes qui comptent pour vous, en posts courts, fils et Spaces audio en direct.",
      features: [
        "Fils Pour vous et Abonnements",
        "Posts avec photos, vidéos et sondages",
        "Listes, signets et Communautés",
        "Spaces audio en direct",
        "Messages privés",
      ],
    },
    de: {
      description:
        "Verfolge aktuelle Nachrichten, öffentliche Diskussionen und die Menschen, die dir wichtig sind, in kurzen Posts, Threads und Live-Audio-Spaces.",
      features: [
        "Timelines „Für dich“ und „Folge ich“",
        "Posts mit Fotos, Videos und Umfragen",
        "Listen, Lesezeichen und Communitys",
        "Live-Audio-Spaces",
        "Direktnachrichten",
      ],
    },
    ja: {
      description: "短いポスト、スレッド、ライブ音声のスペースで、速報や公開の会話、気になる人の近況を追いかけられます。",
      features: [
        "「おすすめ」と「フォロー中」のタイムライン",
        "写真、動画、投票付きのポスト",
        "リスト、ブックマーク、コミュニティ",
        "ライブ音声のスペース",
        "ダイレクトメッセージ",
      ],
    },
  },
  {
    slug: "mastodon",
    name: "Mastodon",
    shortName: "Mastodon",
    description: "A decentralised, ad-free social network of independent servers that all talk to each other through the fediverse.",
    longDescription:
      "Mastodon looks familiar — short posts, replies, boosts and favourites — but no single company is in charge. Thousands of independently run servers, each with its own rules and moderators, connect through the open ActivityPub protocol.\n\nYour home timeline is strictly chronological, with no ads and no algorithmic ranking. Content warnings, keyword filters and per-post visibility settings give you control over what you see and who sees you.\n\nmastodon.social is the flagship server, but you can join any server and still follow people everywhere else.",
    features: [
      "Chronological timeline with no ads",
      "Independent servers joined by ActivityPub",
      "Content warnings and keyword filters",
      "Per-post visibility controls",
      "Follow people across the fediverse",
    ],
    category: "social",
    tags: ["fediverse", "decentralised", "social", "opensource"],
    developer: "Mastodon gGmbH",
    url: "https://mastodon.social",
    version: "4.3.2",
    sizeBytes: 3_200_000,
    themeColor: "#6364ff",
    rating: 4.3,
    ratingCount: 910,
    opens: 14_320,
    publishedDaysAgo: 289,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://mastodon.social/privacy-policy",
    termsUrl: "https://mastodon.social/terms",
    zh: {
      description: "去中心化、无广告的社交网络，由众多独立服务器组成，通过联邦宇宙彼此互联。",
      features: ["按时间排序、没有广告的时间线", "独立服务器通过 ActivityPub 互联", "内容警告与关键词过滤", "每条帖子都能单独设置可见范围"],
    },
    es: {
      description:
        "Una red social descentralizada y sin anuncios formada por servidores independientes que se comunican entre sí a través del fediverso.",
      features: [
        "Línea de tiempo cronológica y sin anuncios",
        "Servidores independientes unidos por ActivityPub",
        "Advertencias de contenido y filtros por palabras clave",
        "Control de visibilidad en cada publicación",
        "Sigue a personas en todo el fediverso",
      ],
    },
    fr: {
      description:
        "Un réseau social décentralisé et sans publicité, fait de serveurs indépendants qui communiquent tous entre eux via le fédivers.",
      features: [
        "Fil chronologique sans publicité",
        "Serveurs indépendants reliés par ActivityPub",
        "Avertissements de contenu et filtres par mot-clé",
        "Visibilité réglable pour chaque publication",
        "Suivez des personnes dans tout le fédivers",
      ],
    },
    de: {
      description:
        "Ein dezentrales, werbefreies soziales Netzwerk aus unabhängigen Servern, die über das Fediverse miteinander kommunizieren.",
      features: [
        "Chronologische Timeline ohne Werbung",
        "Unabhängige Server, verbunden über ActivityPub",
        "Inhaltswarnungen und Stichwortfilter",
        "Sichtbarkeit für jeden Beitrag einstellbar",
        "Folge Menschen im ganzen Fediverse",
      ],
    },
    ja: {
      description: "独立したサーバー同士がフェディバースでつながる、分散型で広告のないソーシャルネットワークです。",
      features: [
        "広告のない時系列のタイムライン",
        "ActivityPub でつながる独立したサーバー",
        "コンテンツ警告とキーワードフィルター",
        "投稿ごとの公開範囲の設定",
        "フェディバース全体のユーザーをフォロー",
      ],
    },
  },
  {
    slug: "bluesky",
    name: "Bluesky",
    shortName: "Bluesky",
    description: "An open social network with custom feeds you can pick or build, portable accounts and layered moderation tools.",
    longDescription:
      "Bluesky feels like a classic microblog, but with choices that are usually locked away. Pick from thousands of custom feeds — science, art, quiet posters only — or build your own and pin it next to your Following timeline.\n\nModeration comes in layers: block and mute lists, labelers you can subscribe to and fine-grained content settings. Starter packs help newcomers find interesting people quickly.\n\nBecause it is built on the open AT Protocol, your account and followers can move to another provider, and your own domain can become your handle.",
    features: [
      "Custom feeds you can choose or build",
      "Starter packs for finding people",
      "Subscribable moderation labelers",
      "Use your own domain as your handle",
      "Portable accounts via the AT Protocol",
    ],
    category: "social",
    tags: ["microblogging", "social", "feeds", "decentralised"],
    developer: "Bluesky Social PBC",
    url: "https://bsky.app",
    version: "1.96.2",
    sizeBytes: 6_800_000,
    themeColor: "#1185fe",
    rating: 4.6,
    ratingCount: 1670,
    opens: 38_240,
    featured: true,
    publishedDaysAgo: 3,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications", "camera"],
    privacyPolicyUrl: "https://bsky.social/about/support/privacy-policy",
    termsUrl: "https://bsky.social/about/support/tos",
    support: "https://bsky.social/about/support",
    zh: {
      description: "开放的社交网络：信息流可以自选也可以自建，账号能自由迁移，内容审核工具层层可调。",
      features: ["自选或自建个性化信息流", "新手推荐包，快速找到有趣的人", "可订阅的内容标注服务", "用自己的域名当用户名"],
    },
    es: {
      description:
        "Una red social abierta con feeds personalizados que puedes elegir o crear, cuentas portátiles y herramientas de moderación por capas.",
      features: [
        "Feeds personalizados que puedes elegir o crear",
        "Packs de inicio para encontrar gente",
        "Etiquetadores de moderación a los que puedes suscribirte",
        "Usa tu propio dominio como nombre de usuario",
        "Cuentas portátiles gracias al AT Protocol",
      ],
    },
    fr: {
      description:
        "Un réseau social ouvert avec des fils personnalisés à choisir ou à créer, des comptes portables et une modération à plusieurs niveaux.",
      features: [
        "Fils personnalisés à choisir ou à créer",
        "Kits de démarrage pour trouver des personnes à suivre",
        "Services d’étiquetage de modération auxquels s’abonner",
        "Votre propre domaine comme identifiant",
        "Comptes portables grâce à l’AT Protocol",
      ],
    },
    de: {
      description:
        "Ein offenes soziales Netzwerk mit eigenen Feeds zum Auswählen oder Selbstbauen, übertragbaren Konten und mehrstufigen Moderationswerkzeugen.",
      features: [
        "Eigene Feeds zum Auswählen oder Selbstbauen",
        "Starterpakete, um Leute zu finden",
        "Abonnierbare Moderations-Labeler",
        "Eigene Domain als Handle",
        "Übertragbare Konten dank AT Protocol",
      ],
    },
    ja: {
      description:
        "選んだり自分で作ったりできるカスタムフィード、持ち運べるアカウント、重ねて使えるモデレーション機能を備えたオープンなソーシャルネットワークです。",
      features: [
        "選んだり作ったりできるカスタムフィード",
        "人を見つけやすいスターターパック",
        "購読できるモデレーション用ラベラー",
        "自分のドメインをハンドルに",
        "AT Protocol による持ち運べるアカウント",
      ],
    },
  },
  {
    slug: "telegram-web",
    name: "Telegram Web",
    shortName: "Telegram",
    description: "Fast, cloud-based messaging with huge group chats, channels, bots and seamless sync across every device.",
    longDescription:
      "Telegram keeps your chats in the cloud, so once you have logged in the web app shows your full history instantly, without relying on your phone. Send files of up to 2 GB, voice and video messages, stickers and polls.\n\nGroups can hold up to 200,000 members, and channels broadcast to an unlimited audience. Bots automate everything from reminders to shop orders, and folders split chats into work, family and news.\n\nSecret chats on mobile add end-to-end encryption and self-destructing messages.",
    features: [
      "Cloud chats synced on every device",
      "Files of up to 2 GB",
      "Large groups and broadcast channels",
      "Bots and mini apps",
      "Chat folders and scheduled messages",
    ],
    category: "social",
    tags: ["messaging", "chat", "groups", "channels"],
    developer: "Telegram FZ-LLC",
    url: "https://web.telegram.org",
    version: "2.2.0",
    sizeBytes: 4_700_000,
    themeColor: "#2aabee",
    rating: 4.5,
    ratingCount: 2190,
    opens: 46_810,
    publishedDaysAgo: 203,
    requirements: ["Phone number required to sign up", "Requires an internet connection"],
    permissions: ["notifications", "microphone", "camera"],
    privacyPolicyUrl: "https://telegram.org/privacy",
    termsUrl: "https://telegram.org/tos",
    support: "https://telegram.org/faq",
    zh: {
      description: "基于云端的极速通讯工具，支持超大群组、频道和机器人，所有设备无缝同步。",
      features: ["聊天记录云端同步，随处可看", "可发送最大 2 GB 的文件", "超大群组与广播频道", "丰富的机器人与小程序"],
    },
    es: {
      description: "Mensajería rápida en la nube con grupos enormes, canales, bots y sincronización perfecta en todos tus dispositivos.",
      features: [
        "Chats en la nube sincronizados en todos tus dispositivos",
        "Archivos de hasta 2 GB",
        "Grupos grandes y canales de difusión",
        "Bots y miniapps",
        "Carpetas de chats y mensajes programados",
      ],
    },
    fr: {
      description:
        "Une messagerie rapide dans le cloud, avec des groupes immenses, des chaînes, des bots et une synchronisation parfaite sur tous vos appareils.",
      features: [
        "Discussions dans le cloud synchronisées sur tous vos appareils",
        "Fichiers jusqu’à 2 Go",
        "Grands groupes et chaînes de diffusion",
        "Bots et mini-applis",
        "Dossiers de discussions et messages programmés",
      ],
    },
    de: {
      description:
        "Schneller Cloud-Messenger mit riesigen Gruppenchats, Kanälen, Bots und nahtloser Synchronisierung auf all deinen Geräten.",
      features: [
        "Cloud-Chats, auf jedem Gerät synchron",
        "Dateien bis 2 GB",
        "Große Gruppen und Broadcast-Kanäle",
        "Bots und Mini-Apps",
        "Chatordner und geplante Nachrichten",
      ],
    },
    ja: {
      description:
        "大人数のグループ、チャンネル、ボットを備えた高速なクラウド型メッセンジャーです。すべてのデバイスでシームレスに同期します。",
      features: [
        "すべてのデバイスで同期するクラウドチャット",
        "最大 2 GB のファイル",
        "大規模グループと配信用チャンネル",
        "ボットとミニアプリ",
        "チャットフォルダと予約送信",
      ],
    },
  },
  {
    slug: "discord",
    name: "Discord",
    shortName: "Discord",
    description: "Voice, video and text hangouts for communities and friends, organised into servers with channels for every topic.",
    longDescription:
      "Discord started with gamers and grew into a home for study groups, fan clubs, open-source projects and circles of friends. Each server holds text channels for ongoing chat and voice channels you can drop into and out of whenever you like.\n\nScreen sharing and streaming let friends watch you play or help debug a problem, threads keep busy channels readable, and roles control who can see and do what. Bots add music, moderation and mini-games.\n\nThe web app offers the same servers, messages and calls as the desktop client.",
    features: [
      "Servers with text and voice channels",
      "Drop-in voice and video calls",
      "Screen sharing and streaming",
      "Roles, permissions and moderation tools",
      "Bots and app integrations",
    ],
    category: "social",
    tags: ["chat", "voice", "communities", "gaming"],
    developer: "Discord Inc.",
    url: "https://discord.com/app",
    version: "1.0.9187",
    sizeBytes: 21_100_000,
    themeColor: "#5865f2",
    rating: 4.4,
    ratingCount: 2630,
    opens: 58_470,
    publishedDaysAgo: 121,
    requirements: ["Free account required", "Requires an internet connection", "Microphone for voice channels"],
    permissions: ["notifications", "microphone", "camera"],
    privacyPolicyUrl: "https://discord.com/privacy",
    termsUrl: "https://discord.com/terms",
    support: "https://support.discord.com",
    zh: {
      description: "为社群和朋友打造的语音、视频与文字聊天空间，用服务器和频道把话题分得清清楚楚。",
    },
    es: {
      description: "Espacios de voz, video y texto para comunidades y amigos, organizados en servidores con canales para cada tema.",
      features: [
        "Servidores con canales de texto y de voz",
        "Llamadas de voz y video a las que entras cuando quieras",
        "Pantalla compartida y transmisiones",
        "Roles, permisos y herramientas de moderación",
        "Bots e integraciones con apps",
      ],
    },
    fr: {
      description:
        "Des lieux de rencontre vocaux, vidéo et textuels pour communautés et amis, organisés en serveurs avec un salon pour chaque sujet.",
      features: [
        "Serveurs avec salons textuels et vocaux",
        "Appels vocaux et vidéo à rejoindre à tout moment",
        "Partage d’écran et streaming",
        "Rôles, permissions et outils de modération",
        "Bots et intégrations d’applis",
      ],
    },
    de: {
      description:
        "Treffpunkte für Sprache, Video und Text für Communitys und Freunde, organisiert in Servern mit Kanälen für jedes Thema.",
      features: [
        "Server mit Text- und Sprachkanälen",
        "Sprach- und Videoanrufe zum spontanen Dazustoßen",
        "Bildschirmfreigabe und Streaming",
        "Rollen, Berechtigungen und Moderationswerkzeuge",
        "Bots und App-Integrationen",
      ],
    },
    ja: {
      description:
        "コミュニティや友達と集まれる、ボイス・ビデオ・テキストのたまり場です。話題ごとのチャンネルを持つサーバーで整理されています。",
      features: [
        "テキストチャンネルとボイスチャンネルのあるサーバー",
        "気軽に出入りできる音声・ビデオ通話",
        "画面共有と配信",
        "ロール、権限、モデレーションツール",
        "ボットとアプリ連携",
      ],
    },
  },
  {
    slug: "whatsapp-web",
    name: "WhatsApp Web",
    shortName: "WhatsApp",
    description: "Your WhatsApp chats on a bigger screen: message, share files and make calls, all end-to-end encrypted.",
    longDescription:
      "WhatsApp Web mirrors your phone's account in the browser. Link it by scanning a QR code, and your conversations, groups and media appear on the computer — far more comfortable for typing long messages or sending documents.\n\nPersonal messages and calls are end-to-end encrypted. Communities bring related groups together, channels follow updates from organisations, and status updates disappear after 24 hours.\n\nOnce linked, the web app keeps working even when your phone is switched off.",
    features: [
      "Link with a QR code, no password",
      "End-to-end encrypted chats",
      "Share documents, photos and voice notes",
      "Groups, Communities and channels",
      "Keeps working when your phone is offline",
    ],
    category: "social",
    tags: ["messaging", "chat", "encrypted", "groups"],
    developer: "WhatsApp LLC",
    url: "https://web.whatsapp.com",
    version: "2.3000.1019",
    sizeBytes: 8_900_000,
    themeColor: "#25d366",
    rating: 4.3,
    ratingCount: 3910,
    opens: 79_430,
    publishedDaysAgo: 455,
    requirements: ["WhatsApp account on a phone", "Requires an internet connection"],
    permissions: ["notifications", "microphone", "camera"],
    privacyPolicyUrl: "https://www.whatsapp.com/legal/privacy-policy",
    termsUrl: "https://www.whatsapp.com/legal/terms-of-service",
    support: "https://faq.whatsapp.com",
    zh: {
      description: "在大屏幕上用 WhatsApp：收发消息、传文件、打电话，全程端到端加密。",
    },
    es: {
      description:
        "Tus chats de WhatsApp en una pantalla más grande: envía mensajes, comparte archivos y haz llamadas, todo con cifrado de extremo a extremo.",
      features: [
        "Vincula con un código QR, sin contraseña",
        "Chats con cifrado de extremo a extremo",
        "Comparte documentos, fotos y notas de voz",
        "Grupos, Comunidades y canales",
        "Sigue funcionando aunque tu teléfono no tenga conexión",
      ],
    },
    fr: {
      description:
        "Vos discussions WhatsApp sur un plus grand écran : envoyez des messages, partagez des fichiers et passez des appels, le tout chiffré de bout en bout.",
      features: [
        "Association par QR code, sans mot de passe",
        "Discussions chiffrées de bout en bout",
        "Partage de documents, photos et messages vocaux",
        "Groupes, Communautés et chaînes",
        "Continue de fonctionner même si votre téléphone est hors ligne",
      ],
    },
    de: {
      description:
        "Deine WhatsApp-Chats auf einem größeren Bildschirm: Schreib Nachrichten, teile Dateien und telefoniere, alles Ende-zu-Ende-verschlüsselt.",
      features: [
        "Verknüpfung per QR-Code, ohne Passwort",
        "Ende-zu-Ende-verschlüsselte Chats",
        "Dokumente, Fotos und Sprachnachrichten teilen",
        "Gruppen, Communitys und Kanäle",
        "Funktioniert auch, wenn dein Handy offline ist",
      ],
    },
    ja: {
      description:
        "WhatsApp のチャットを大きな画面で使えます。メッセージ、ファイル共有、通話のすべてがエンドツーエンドで暗号化されています。",
      features: [
        "パスワード不要、QR コードでリンク",
        "エンドツーエンド暗号化されたチャット",
        "書類、写真、音声メッセージの共有",
        "グループ、コミュニティ、チャンネル",
        "スマートフォンがオフラインでも使える",
      ],
    },
  },
  {
    slug: "pinterest",
    name: "Pinterest",
    shortName: "Pinterest",
    description: "A visual discovery engine for recipes, home ideas, outfits and DIY projects — save what inspires you to themed boards.",
    longDescription:
      "Pinterest is where people plan: next week's dinners, a bathroom renovation, a wedding mood board. Search or browse, and the feed fills with images that link back to recipes, tutorials and shops.\n\nSave pins to boards, split them into sections and invite others to collaborate. Visual search lets you select part of an image — a lamp in a living-room photo, say — and find similar items.\n\nIts mobile web app, rebuilt as a PWA years ago, is known for loading quickly and using very little data.",
    features: [
      "Endless feed of visual ideas",
      "Boards with sections and collaborators",
      "Visual search inside images",
      "Shoppable pins",
      "Lightweight, fast mobile web experience",
    ],
    category: "social",
    tags: ["inspiration", "images", "recipes", "diy"],
    developer: "Pinterest, Inc.",
    url: "https://www.pinterest.com",
    version: "12.3.0",
    sizeBytes: 4_100_000,
    themeColor: "#e60023",
    rating: 4.5,
    ratingCount: 2370,
    opens: 51_680,
    publishedDaysAgo: 592,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://policy.pinterest.com/privacy-policy",
    termsUrl: "https://policy.pinterest.com/terms-of-service",
    support: "https://help.pinterest.com",
    zh: {
      description: "以图片发现灵感的平台，食谱、家居、穿搭和手工点子，看到喜欢的就收进主题图板。",
    },
    es: {
      description:
        "Un buscador visual de recetas, ideas para el hogar, outfits y proyectos DIY: guarda lo que te inspira en tableros temáticos.",
      features: [
        "Un feed infinito de ideas visuales",
        "Tableros con secciones y colaboradores",
        "Búsqueda visual dentro de las imágenes",
        "Pines con productos que puedes comprar",
        "Experiencia web móvil ligera y rápida",
      ],
    },
    fr: {
      description:
        "Un moteur de découverte visuelle pour recettes, idées déco, tenues et projets DIY : enregistrez ce qui vous inspire dans des tableaux thématiques.",
      features: [
        "Un fil infini d’idées visuelles",
        "Tableaux avec sections et collaborateurs",
        "Recherche visuelle dans les images",
        "Épingles avec produits à acheter",
        "Version web mobile légère et rapide",
      ],
    },
    de: {
      description:
        "Eine visuelle Ideensuche für Rezepte, Wohnideen, Outfits und DIY-Projekte – speichere, was dich inspiriert, auf thematischen Pinnwänden.",
      features: [
        "Endloser Feed voller visueller Ideen",
        "Pinnwände mit Abschnitten und Mitwirkenden",
        "Visuelle Suche in Bildern",
        "Pins mit Produkten zum Kaufen",
        "Schlanke, schnelle mobile Website",
      ],
    },
    ja: {
      description:
        "レシピ、インテリア、コーディネート、DIY のアイデアが見つかるビジュアル検索エンジンです。気に入ったものはテーマ別のボードに保存できます。",
      features: [
        "尽きることのないビジュアルアイデアのフィード",
        "セクションと共同編集者を設定できるボード",
        "画像の中から探せるビジュアル検索",
        "購入できる商品ピン",
        "軽くて速いモバイル Web",
      ],
    },
  },
  {
    slug: "reddit",
    name: "Reddit",
    shortName: "Reddit",
    description: "Thousands of communities for every interest, where people share links, ask questions and vote the best posts to the top.",
    longDescription:
      "Reddit is a collection of communities called subreddits, each devoted to a topic — from programming and personal finance to houseplants and niche video games. Members post links, images and questions, and voting decides what rises.\n\nThe comment threads are often where the real value lies: detailed answers, first-hand experience and long-running jokes. Custom feeds combine your favourite subreddits, and saved posts keep useful finds.\n\nThe mobile site installs as a lightweight app for quick browsing without a store download.",
    features: [
      "Communities for every interest",
      "Voting surfaces the best posts",
      "Threaded comment discussions",
      "Custom feeds and saved posts",
      "Chat and community awards",
    ],
    category: "social",
    tags: ["communities", "forums", "discussion", "news"],
    developer: "Reddit, Inc.",
    url: "https://www.reddit.com",
    version: "2025.01.0",
    sizeBytes: 6_100_000,
    themeColor: "#ff4500",
    rating: 4.1,
    ratingCount: 2910,
    opens: 63_740,
    publishedDaysAgo: 340,
    requirements: ["Account required to post or vote", "Requires an internet connection"],
    permissions: ["notifications"],
    privacyPolicyUrl: "https://www.reddit.com/policies/privacy-policy",
    termsUrl: "https://www.redditinc.com/policies/user-agreement",
    support: "https://support.reddithelp.com",
    zh: {
      description: "覆盖各种兴趣的海量社区，大家在这里分享链接、提问讨论，再用投票把好内容顶上去。",
    },
    es: {
      description:
        "Miles de comunidades para cada interés, donde la gente comparte enlaces, hace preguntas y vota para que las mejores publicaciones suban.",
      features: [
        "Comunidades para cada interés",
        "Los votos destacan las mejores publicaciones",
        "Debates en comentarios por hilos",
        "Feeds personalizados y publicaciones guardadas",
        "Chat y premios de la comunidad",
      ],
    },
    fr: {
      description:
        "Des milliers de communautés pour tous les centres d’intérêt, où l’on partage des liens, pose des questions et vote pour faire remonter les meilleurs posts.",
      features: [
        "Des communautés pour tous les centres d’intérêt",
        "Les votes font remonter les meilleurs posts",
        "Discussions en fils de commentaires",
        "Fils personnalisés et posts enregistrés",
        "Chat et récompenses communautaires",
      ],
    },
    de: {
      description:
        "Tausende Communitys für jedes Interesse, in denen Menschen Links teilen, Fragen stellen und die besten Beiträge nach oben wählen.",
      features: [
        "Communitys für jedes Interesse",
        "Abstimmungen bringen die besten Beiträge nach oben",
        "Diskussionen in verschachtelten Kommentaren",
        "Eigene Feeds und gespeicherte Beiträge",
        "Chat und Community-Auszeichnungen",
      ],
    },
    ja: {
      description: "あらゆる興味に応える数千のコミュニティで、リンクを共有したり質問したりでき、投票で良い投稿が上位に上がります。",
      features: [
        "あらゆる興味に応えるコミュニティ",
        "投票で良い投稿が上位に",
        "スレッド形式のコメントでの議論",
        "カスタムフィードと保存した投稿",
        "チャットとコミュニティアワード",
      ],
    },
  },

  // ──────────────────────────────── utility ───────────────────────────────
  {
    slug: "squoosh",
    name: "Squoosh",
    shortName: "Squoosh",
    description:
      "Shrink images right in the browser: compare codecs like WebP, AVIF and MozJPEG side by side, and resize before you export.",
    longDescription:
      "Squoosh is an image compressor that runs entirely on your device. Drop in a photo and a split-screen slider shows the original next to the compressed version, so you can see exactly how much quality you trade for a smaller file.\n\nModern codecs such as AVIF, WebP and JPEG XL are compiled to WebAssembly alongside classics like MozJPEG and OxiPNG. Resize, reduce the palette and tweak codec settings while the file size updates live.\n\nNothing is uploaded, and after the first visit the installed app works completely offline.",
    features: [
      "Side-by-side before/after comparison",
      "AVIF, WebP, JPEG XL, MozJPEG and OxiPNG",
      "Resizing and palette reduction",
      "Live file-size preview",
      "Runs locally and offline",
    ],
    category: "utility",
    tags: ["images", "compression", "webp", "tools"],
    developer: "Google Chrome Labs",
    url: "https://squoosh.app",
    version: "1.12.0",
    sizeBytes: 2_400_000,
    themeColor: "#ff3385",
    rating: 4.8,
    ratingCount: 1480,
    opens: 30_950,
    featured: true,
    publishedDaysAgo: 68,
    requirements: ["Works offline"],
    permissions: ["clipboard-write", "storage"],
    support: "https://github.com/GoogleChromeLabs/squoosh/issues",
    zh: {
      description: "直接在浏览器里压缩图片：并排对比 WebP、AVIF、MozJPEG 等编码效果，导出前还能调整尺寸。",
      features: ["左右滑动对比压缩前后效果", "支持 AVIF、WebP、JPEG XL 等格式", "调整尺寸、减少调色板颜色", "完全本地处理，可离线使用"],
    },
    es: {
      description:
        "Reduce el peso de tus imágenes en el navegador: compara códecs como WebP, AVIF y MozJPEG lado a lado y cambia el tamaño antes de exportar.",
      features: [
        "Comparación lado a lado del antes y el después",
        "AVIF, WebP, JPEG XL, MozJPEG y OxiPNG",
        "Cambio de tamaño y reducción de paleta",
        "Vista previa del tamaño del archivo en tiempo real",
        "Se ejecuta en tu equipo y sin conexión",
      ],
    },
    fr: {
      description:
        "Compressez vos images directement dans le navigateur : comparez côte à côte des codecs comme WebP, AVIF et MozJPEG, et redimensionnez avant d’exporter.",
      features: [
        "Comparaison avant/après côte à côte",
        "AVIF, WebP, JPEG XL, MozJPEG et OxiPNG",
        "Redimensionnement et réduction de palette",
        "Aperçu en direct de la taille du fichier",
        "Fonctionne en local et hors connexion",
      ],
    },
    de: {
      description:
        "Verkleinere Bilder direkt im Browser: Vergleiche Codecs wie WebP, AVIF und MozJPEG nebeneinander und ändere die Größe vor dem Export.",
      features: [
        "Vorher-nachher-Vergleich nebeneinander",
        "AVIF, WebP, JPEG XL, MozJPEG und OxiPNG",
        "Größenänderung und Farbpalettenreduktion",
        "Live-Vorschau der Dateigröße",
        "Läuft lokal und offline",
      ],
    },
    ja: {
      description:
        "ブラウザー上で画像を軽量化できます。WebP、AVIF、MozJPEG などのコーデックを並べて比べ、書き出す前にサイズも変更できます。",
      features: [
        "変換前と変換後を並べて比較",
        "AVIF、WebP、JPEG XL、MozJPEG、OxiPNG",
        "リサイズとパレットの削減",
        "ファイルサイズのリアルタイムプレビュー",
        "端末内で動作し、オフラインでも使用可能",
      ],
    },
  },
  {
    slug: "pairdrop",
    name: "PairDrop",
    shortName: "PairDrop",
    description: "Send files and text between nearby devices with no account or app install — like AirDrop, but in any browser.",
    longDescription:
      "PairDrop makes it easy to move a photo from your phone to a laptop, or a document to a colleague's computer. Open the page on both devices on the same network and they see each other instantly; tap a device and pick the files to send.\n\nTransfers travel peer-to-peer over WebRTC, so files are not stored on a server. Devices on different networks can be paired permanently with a short code, or meet in a temporary public room.\n\nIt is open source, runs on phones, tablets and desktops, and needs nothing more than a modern browser.",
    features: [
      "Instant discovery on the local network",
      "Peer-to-peer WebRTC transfers",
      "Pair devices across networks with a code",
      "Send text and multiple files at once",
      "No account, open source",
    ],
    category: "utility",
    tags: ["files", "sharing", "transfer", "airdrop"],
    developer: "PairDrop",
    url: "https://pairdrop.net",
    version: "1.10.10",
    sizeBytes: 650_000,
    themeColor: "#3367d6",
    rating: 4.7,
    ratingCount: 640,
    opens: 12_430,
    publishedDaysAgo: 7,
    requirements: ["No account needed", "Both devices must be online"],
    permissions: ["notifications", "clipboard-write"],
    support: "https://github.com/schlagmichdoch/PairDrop/issues",
    zh: {
      description: "不用注册也不用装软件，就能在附近设备之间互传文件和文字——相当于任何浏览器都能用的 AirDrop。",
      features: ["同一网络下自动发现设备", "WebRTC 点对点传输，文件不经服务器存储", "跨网络可用配对码绑定设备", "开源免费，无需账号"],
    },
    es: {
      description:
        "Envía archivos y texto entre dispositivos cercanos sin cuenta ni instalar nada: como AirDrop, pero en cualquier navegador.",
      features: [
        "Detección instantánea en la red local",
        "Transferencias WebRTC de par a par",
        "Empareja dispositivos de redes distintas con un código",
        "Envía texto y varios archivos a la vez",
        "Sin cuenta y de código abierto",
      ],
    },
    fr: {
      description:
        "Envoyez fichiers et texte entre appareils proches sans compte ni appli à installer : comme AirDrop, mais dans n’importe quel navigateur.",
      features: [
        "Détection instantanée sur le réseau local",
        "Transferts pair à pair via WebRTC",
        "Appairage entre réseaux différents grâce à un code",
        "Envoi de texte et de plusieurs fichiers à la fois",
        "Sans compte, open source",
      ],
    },
    de: {
      description:
        "Sende Dateien und Text zwischen Geräten in der Nähe, ohne Konto oder App-Installation – wie AirDrop, aber in jedem Browser.",
      features: [
        "Sofortige Erkennung im lokalen Netzwerk",
        "Peer-to-Peer-Übertragung per WebRTC",
        "Geräte netzwerkübergreifend per Code koppeln",
        "Text und mehrere Dateien auf einmal senden",
        "Kein Konto nötig, Open Source",
      ],
    },
    ja: {
      description:
        "アカウントもアプリのインストールも不要で、近くのデバイス同士でファイルやテキストを送れます。どのブラウザーでも使える AirDrop のような存在です。",
      features: [
        "ローカルネットワーク上ですぐに検出",
        "WebRTC によるピアツーピア転送",
        "コードで別のネットワークのデバイスとペアリング",
        "テキストや複数のファイルをまとめて送信",
        "アカウント不要、オープンソース",
      ],
    },
  },
  {
    slug: "devdocs",
    name: "DevDocs",
    shortName: "DevDocs",
    description: "API documentation for hundreds of languages and frameworks in one fast, searchable interface that also works offline.",
    longDescription:
      "DevDocs gathers official references — JavaScript, Python, React, Rust, PostgreSQL, Kubernetes and hundreds more — into one consistent reader. Enable the docs you use, and a single search box jumps straight to any function or class.\n\nThe interface is keyboard-driven: type to search, use the arrow keys to move and press Enter to open. Dark mode and a compact layout make it easy on the eyes during long coding sessions.\n\nSave your chosen docs for offline use and they are there on a plane or a flaky connection.",
    features: [
      "Hundreds of docs in one reader",
      "Instant fuzzy search",
      "Keyboard shortcuts throughout",
      "Offline storage per documentation set",
      "Dark mode and compact layout",
    ],
    category: "utility",
    tags: ["documentation", "developers", "reference", "offline"],
    developer: "freeCodeCamp",
    url: "https://devdocs.io",
    version: "2024.12.1",
    sizeBytes: 1_600_000,
    themeColor: "#398df0",
    rating: 4.8,
    ratingCount: 720,
    opens: 15_890,
    publishedDaysAgo: 617,
    requirements: ["Works offline once docs are downloaded"],
    permissions: ["storage"],
    support: "https://github.com/freeCodeCamp/devdocs/issues",
    zh: {
      description: "把数百种语言和框架的 API 文档汇集到一个快速、可搜索的界面里，下载后还能离线查阅。",
      features: ["数百份官方文档统一阅读", "即时模糊搜索", "全程键盘操作", "按需下载文档离线使用"],
    },
    es: {
      description:
        "Documentación de API de cientos de lenguajes y frameworks en una interfaz rápida y con búsqueda que también funciona sin conexión.",
      features: [
        "Cientos de documentaciones en un solo lector",
        "Búsqueda aproximada instantánea",
        "Atajos de teclado en todas partes",
        "Almacenamiento sin conexión por documentación",
        "Modo oscuro y diseño compacto",
      ],
    },
    fr: {
      description:
        "La documentation d’API de centaines de langages et frameworks dans une interface rapide et consultable, qui fonctionne aussi hors connexion.",
      features: [
        "Des centaines de documentations dans un seul lecteur",
        "Recherche approximative instantanée",
        "Raccourcis clavier partout",
        "Stockage hors connexion par documentation",
        "Mode sombre et mise en page compacte",
      ],
    },
    de: {
      description:
        "API-Dokumentation für Hunderte Sprachen und Frameworks in einer schnellen, durchsuchbaren Oberfläche, die auch offline funktioniert.",
      features: [
        "Hunderte Dokumentationen in einem Reader",
        "Sofortige unscharfe Suche",
        "Tastenkürzel überall",
        "Offline-Speicherung pro Dokumentation",
        "Dunkelmodus und kompaktes Layout",
      ],
    },
    ja: {
      description:
        "数百の言語とフレームワークの API ドキュメントを、すばやく検索できるひとつの画面にまとめました。オフラインでも使えます。",
      features: [
        "数百のドキュメントをひとつのリーダーで",
        "瞬時のあいまい検索",
        "あらゆる操作にキーボードショートカット",
        "ドキュメントごとのオフライン保存",
        "ダークモードとコンパクトなレイアウト",
      ],
    },
  },
  {
    slug: "proton-pass",
    name: "Proton Pass",
    shortName: "Proton Pass",
    description: "An end-to-end encrypted password manager with hide-my-email aliases, passkeys and built-in two-factor codes.",
    longDescription:
      "Proton Pass stores logins, notes, credit cards and passkeys in encrypted vaults that only you can unlock. Everything, including website addresses and item titles, is encrypted on your device before it syncs.\n\nHide-my-email aliases let you sign up for services without revealing your real address; mail is forwarded to your inbox until you switch an alias off. A built-in authenticator fills in two-factor codes alongside passwords.\n\nVaults can be shared with family or colleagues, and the free plan already includes unlimited logins and devices.",
    features: [
      "End-to-end encrypted vaults",
      "Hide-my-email aliases",
      "Passkeys and built-in 2FA codes",
      "Vault sharing",
      "Unlimited devices on the free plan",
    ],
    category: "utility",
    tags: ["passwords", "security", "privacy", "encryption"],
    developer: "Proton AG",
    url: "https://pass.proton.me",
    version: "1.25.1",
    sizeBytes: 5_800_000,
    themeColor: "#6d4aff",
    rating: 4.5,
    ratingCount: 430,
    opens: 7_180,
    publishedDaysAgo: 26,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["clipboard-write"],
    privacyPolicyUrl: PROTON_PRIVACY,
    termsUrl: PROTON_TERMS,
    support: "https://proton.me/support/pass",
    zh: {
      description: "端到端加密的密码管理器，自带隐藏邮箱别名、通行密钥和两步验证码功能。",
    },
    es: {
      description:
        "Un gestor de contraseñas con cifrado de extremo a extremo, alias de correo para ocultar tu dirección, llaves de acceso y códigos de doble factor integrados.",
      features: [
        "Bóvedas con cifrado de extremo a extremo",
        "Alias para ocultar tu correo",
        "Llaves de acceso y códigos 2FA integrados",
        "Bóvedas compartidas",
        "Dispositivos ilimitados en el plan gratuito",
      ],
    },
    fr: {
      description:
        "Un gestionnaire de mots de passe chiffré de bout en bout, avec alias e-mail pour masquer votre adresse, clés d’accès et codes de double authentification intégrés.",
      features: [
        "Coffres chiffrés de bout en bout",
        "Alias pour masquer votre adresse e-mail",
        "Clés d’accès et codes 2FA intégrés",
        "Partage de coffres",
        "Appareils illimités avec l’offre gratuite",
      ],
    },
    de: {
      description:
        "Ein Ende-zu-Ende-verschlüsselter Passwortmanager mit E-Mail-Aliassen zum Verbergen deiner Adresse, Passkeys und integrierten Zwei-Faktor-Codes.",
      features: [
        "Ende-zu-Ende-verschlüsselte Tresore",
        "E-Mail-Aliasse zum Verbergen deiner Adresse",
        "Passkeys und integrierte 2FA-Codes",
        "Tresore teilen",
        "Unbegrenzt viele Geräte im Gratis-Tarif",
      ],
    },
    ja: {
      description:
        "エンドツーエンド暗号化されたパスワードマネージャーです。メールアドレスを隠すエイリアス、パスキー、2 段階認証コードを内蔵しています。",
      features: [
        "エンドツーエンド暗号化された保管庫",
        "メールアドレスを隠すエイリアス",
        "パスキーと 2 段階認証コードを内蔵",
        "保管庫の共有",
        "無料プランでもデバイス数は無制限",
      ],
    },
  },
  {
    slug: "bitwarden",
    name: "Bitwarden",
    shortName: "Bitwarden",
    description: "Open-source password manager: keep logins, cards and secure notes in an encrypted vault and generate strong passwords.",
    longDescription:
      "Bitwarden keeps your credentials in a vault encrypted with a master password that never leaves your device. The web vault is the place to organise items into folders, import from other managers and run security reports.\n\nThe generator creates strong passwords or memorable passphrases, and reports flag reused, weak or breached passwords. Bitwarden Send shares a note or file through an encrypted link that expires.\n\nThe code is open source and regularly audited, and a generous free plan covers unlimited items across devices.",
    features: [
      "Zero-knowledge encrypted vault",
      "Password and passphrase generator",
      "Reused, weak and breached password reports",
      "Encrypted, expiring Send links",
      "Open source, independently audited",
    ],
    category: "utility",
    tags: ["passwords", "security", "vault", "opensource"],
    developer: "Bitwarden Inc.",
    url: "https://vault.bitwarden.com",
    version: "2025.1.1",
    sizeBytes: 9_300_000,
    themeColor: "#175ddc",
    rating: 4.7,
    ratingCount: 980,
    opens: 16_740,
    publishedDaysAgo: 436,
    requirements: ["Free account required", "Requires an internet connection"],
    permissions: ["clipboard-write"],
    privacyPolicyUrl: "https://bitwarden.com/privacy/",
    termsUrl: "https://bitwarden.com/terms/",
    support: "https://bitwarden.com/help/",
    zh: {
      description: "开源密码管理器，把账号、银行卡和安全笔记存进加密保险库，还能一键生成高强度密码。",
    },
    es: {
      description:
        "Gestor de contraseñas de código abierto: guarda inicios de sesión, tarjetas y notas seguras en una bóveda cifrada y genera contraseñas robustas.",
      features: [
        "Bóveda cifrada de conocimiento cero",
        "Generador de contraseñas y frases de contraseña",
        "Informes de contraseñas reutilizadas, débiles o filtradas",
        "Enlaces Send cifrados y con caducidad",
        "De código abierto y auditado de forma independiente",
      ],
    },
    fr: {
      description:
        "Un gestionnaire de mots de passe open source : gardez identifiants, cartes et notes sécurisées dans un coffre chiffré et générez des mots de passe robustes.",
      features: [
        "Coffre chiffré à divulgation nulle de connaissance",
        "Générateur de mots de passe et de phrases secrètes",
        "Rapports sur les mots de passe réutilisés, faibles ou divulgués",
        "Liens Send chiffrés et temporaires",
        "Open source et audité de manière indépendante",
      ],
    },
    de: {
      description:
        "Open-Source-Passwortmanager: Bewahre Logins, Karten und sichere Notizen in einem verschlüsselten Tresor auf und erzeuge starke Passwörter.",
      features: [
        "Verschlüsselter Zero-Knowledge-Tresor",
        "Generator für Passwörter und Passphrasen",
        "Berichte zu wiederverwendeten, schwachen und geleakten Passwörtern",
        "Verschlüsselte, ablaufende Send-Links",
        "Open Source, unabhängig geprüft",
      ],
    },
    ja: {
      description:
        "オープンソースのパスワードマネージャーです。ログイン情報、カード、セキュアメモを暗号化された保管庫に保存し、強力なパスワードを生成できます。",
      features: [
        "ゼロ知識暗号化の保管庫",
        "パスワードとパスフレーズの生成",
        "使い回し・脆弱・流出したパスワードのレポート",
        "暗号化され期限が切れる Send リンク",
        "オープンソースで第三者による監査済み",
      ],
    },
  },
  {
    slug: "speedtest",
    name: "Speedtest by Ookla",
    shortName: "Speedtest",
    description: "Measure your internet download, upload and latency in seconds, using a nearby server from Ookla's global network.",
    longDescription:
      "Press Go and Speedtest picks a nearby test server, then measures ping, jitter, download and upload speeds. Results arrive in well under a minute, along with your provider and the server location.\n\nYou can switch servers to compare routes, toggle between single and multiple connections, and keep a history of past results to check whether your provider delivers what it promises.\n\nIt comes in handy when troubleshooting choppy video calls, choosing a plan or testing a new router.",
    features: [
      "Download, upload, ping and jitter",
      "Thousands of test servers worldwide",
      "Single or multi-connection tests",
      "Result history",
      "Shareable result links",
    ],
    category: "utility",
    tags: ["network", "speed", "internet", "diagnostics"],
    developer: "Ookla",
    url: "https://www.speedtest.net",
    version: "5.4.3",
    sizeBytes: 3_500_000,
    themeColor: "#141526",
    rating: 4.4,
    ratingCount: 1150,
    opens: 24_380,
    publishedDaysAgo: 548,
    requirements: ["Requires an internet connection"],
    permissions: ["geolocation"],
    privacyPolicyUrl: "https://www.speedtest.net/about/privacy",
    termsUrl: "https://www.speedtest.net/about/terms",
    zh: {
      description: "几秒钟测出网络的下载速度、上传速度和延迟，自动从 Ookla 全球网络中挑选附近的服务器。",
    },
    es: {
      description:
        "Mide la velocidad de descarga, subida y latencia de tu conexión en segundos con un servidor cercano de la red global de Ookla.",
      features: [
        "Descarga, subida, ping y jitter",
        "Miles de servidores de prueba en todo el mundo",
        "Pruebas con una o varias conexiones",
        "Historial de resultados",
        "Enlaces para compartir tus resultados",
      ],
    },
    fr: {
      description:
        "Mesurez le débit descendant, le débit montant et la latence de votre connexion en quelques secondes, via un serveur proche du réseau mondial d’Ookla.",
      features: [
        "Débit descendant, débit montant, ping et gigue",
        "Des milliers de serveurs de test dans le monde",
        "Tests à connexion unique ou multiple",
        "Historique des résultats",
        "Liens de partage des résultats",
      ],
    },
    de: {
      description:
        "Miss Download, Upload und Latenz deiner Internetverbindung in Sekunden, über einen nahen Server aus Ooklas weltweitem Netz.",
      features: [
        "Download, Upload, Ping und Jitter",
        "Tausende Testserver weltweit",
        "Tests mit einer oder mehreren Verbindungen",
        "Ergebnisverlauf",
        "Teilbare Ergebnislinks",
      ],
    },
    ja: {
      description: "Ookla の世界的なネットワークから近くのサーバーを使い、ダウンロード、アップロード、レイテンシを数秒で測定します。",
      features: [
        "ダウンロード、アップロード、Ping、ジッター",
        "世界中にある数千のテストサーバー",
        "単一接続または複数接続でのテスト",
        "測定結果の履歴",
        "共有できる結果リンク",
      ],
    },
  },
  {
    slug: "google-translate",
    name: "Google Translate",
    shortName: "Translate",
    description: "Translate text, documents and websites between more than 200 languages, with pronunciation and alternative meanings.",
    longDescription:
      "Google Translate handles quick phrases and whole documents alike. Type or paste text and the translation appears as you go, with audio playback, transliteration and alternative meanings for individual words.\n\nUpload a PDF or Word document to translate it while keeping the layout, or enter a web address to read a whole site in your language. Saved translations build up a personal phrasebook.\n\nCoverage has grown to more than 200 languages, including many that have few resources online.",
    features: [
      "200+ languages",
      "Instant text translation with audio",
      "Document translation that keeps the layout",
      "Website translation",
      "Personal phrasebook",
    ],
    category: "utility",
    tags: ["translation", "languages", "text", "travel"],
    developer: "Google LLC",
    url: "https://translate.google.com",
    version: "6.68.0",
    sizeBytes: 2_800_000,
    themeColor: "#4285f4",
    rating: 4.5,
    ratingCount: 2420,
    opens: 58_930,
    publishedDaysAgo: 301,
    requirements: ["Requires an internet connection"],
    permissions: ["microphone", "clipboard-write"],
    privacyPolicyUrl: GOOGLE_PRIVACY,
    termsUrl: GOOGLE_TERMS,
    support: "https://support.google.com/translate",
    zh: {
      name: "Google 翻译",
      description: "在 200 多种语言之间翻译文字、文档和网页，还能听发音、查看词语的多种释义。",
      features: ["支持 200 多种语言", "输入即译，可朗读译文", "翻译文档并保留原有排版", "收藏常用译文"],
    },
    es: {
      name: "Traductor de Google",
      description: "Traduce textos, documentos y sitios web entre más de 200 idiomas, con pronunciación y significados alternativos.",
      features: [
        "Más de 200 idiomas",
        "Traducción de texto al instante con audio",
        "Traducción de documentos que conserva el formato",
        "Traducción de sitios web",
        "Frases guardadas en tu propio glosario",
      ],
    },
    fr: {
      name: "Google Traduction",
      description: "Traduisez textes, documents et sites web dans plus de 200 langues, avec la prononciation et d’autres sens possibles.",
      features: [
        "Plus de 200 langues",
        "Traduction instantanée du texte avec audio",
        "Traduction de documents qui conserve la mise en page",
        "Traduction de sites web",
        "Répertoire personnel d’expressions",
      ],
    },
    de: {
      name: "Google Übersetzer",
      description: "Übersetze Texte, Dokumente und Websites in über 200 Sprachen, mit Aussprache und alternativen Bedeutungen.",
      features: [
        "Über 200 Sprachen",
        "Sofortige Textübersetzung mit Sprachausgabe",
        "Dokumentübersetzung mit erhaltenem Layout",
        "Übersetzung von Websites",
        "Persönliche Wortliste mit gespeicherten Übersetzungen",
      ],
    },
    ja: {
      name: "Google 翻訳",
      description: "テキスト、ドキュメント、Web サイトを 200 以上の言語間で翻訳できます。発音や別の意味も確認できます。",
      features: [
        "200 以上の言語",
        "音声付きの即時テキスト翻訳",
        "レイアウトを保ったままドキュメントを翻訳",
        "Web サイトの翻訳",
        "自分だけの単語帳",
      ],
    },
  },
  {
    slug: "hoppscotch",
    name: "Hoppscotch",
    shortName: "Hoppscotch",
    description: "A lightweight, open-source API client for REST, GraphQL and WebSocket requests, right in the browser.",
    longDescription:
      "Hoppscotch is a fast alternative to heavyweight API tools. Build a request with method, headers, parameters and body, hit Send and inspect the formatted response, status code and timing.\n\nCollections and environments keep requests organised and switch between staging and production variables, and team workspaces share them with colleagues. Beyond REST there are tabs for GraphQL with schema exploration, WebSocket, Server-Sent Events, Socket.IO and MQTT.\n\nIt is open source, can be self-hosted, and the installed app opens instantly.",
    features: [
      "REST, GraphQL and realtime protocols",
      "Collections and environment variables",
      "Pre-request scripts and tests",
      "Team workspaces",
      "Open source and self-hostable",
    ],
    category: "utility",
    tags: ["api", "developers", "http", "testing"],
    developer: "Hoppscotch",
    url: "https://hoppscotch.io",
    version: "2024.12.0",
    sizeBytes: 4_200_000,
    themeColor: "#10b981",
    rating: 4.6,
    ratingCount: 510,
    opens: 9_620,
    publishedDaysAgo: 0,
    requirements: ["Account optional", "Requires an internet connection"],
    permissions: ["clipboard-write"],
    support: "https://github.com/hoppscotch/hoppscotch/issues",
    zh: {
      description: "轻量开源的 API 调试工具，在浏览器里就能发送 REST、GraphQL 和 WebSocket 请求。",
    },
    es: {
      description: "Un cliente de API ligero y de código abierto para peticiones REST, GraphQL y WebSocket, directamente en el navegador.",
      features: [
        "REST, GraphQL y protocolos en tiempo real",
        "Colecciones y variables de entorno",
        "Scripts previos a la petición y pruebas",
        "Espacios de trabajo para equipos",
        "De código abierto y autoalojable",
      ],
    },
    fr: {
      description: "Un client d’API léger et open source pour les requêtes REST, GraphQL et WebSocket, directement dans le navigateur.",
      features: [
        "REST, GraphQL et protocoles temps réel",
        "Collections et variables d’environnement",
        "Scripts de pré-requête et tests",
        "Espaces de travail d’équipe",
        "Open source et auto-hébergeable",
      ],
    },
    de: {
      description: "Ein schlanker Open-Source-API-Client für REST-, GraphQL- und WebSocket-Anfragen, direkt im Browser.",
      features: [
        "REST, GraphQL und Echtzeitprotokolle",
        "Sammlungen und Umgebungsvariablen",
        "Pre-Request-Skripte und Tests",
        "Team-Arbeitsbereiche",
        "Open Source und selbst hostbar",
      ],
    },
    ja: {
      description: "REST、GraphQL、WebSocket のリクエストをブラウザーから直接送れる、軽量でオープンソースの API クライアントです。",
      features: [
        "REST、GraphQL、リアルタイムプロトコル",
        "コレクションと環境変数",
        "リクエスト前スクリプトとテスト",
        "チーム用のワークスペース",
        "オープンソースでセルフホスト可能",
      ],
    },
  },
];
