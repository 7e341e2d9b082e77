import { useState } from "react";
import { Link, NavLink } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { HeaderSearch } from "./catalog/header-search.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { NotificationsBell, UserMenu } from "./user-menu.tsx";

/** Shortcuts in uno.config.ts (nav-link, nav-link-on, nav-link-off): every page's header carries them. */
const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link ${isActive ? "nav-link-on" : "nav-link-off"}`;

/** The store's header: logo and title linking home, and the main navigation. */
export function SiteHeader({ productName }: { productName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const browse = [
    { to: "/store", label: m.nav_store() },
    { to: "/categories", label: m.nav_categories() },
  ];
  const add = { to: "/add-pwa", label: m.nav_add_app() };
  const links = [...browse, add];
  // The menu has room for the charts the desktop header leaves to the footer.
  const menuLinks = [...browse, { to: "/trending", label: m.nav_trending() }, { to: "/new", label: m.nav_new() }, add];

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="header-row">
        <Link to="/" className="brand-link" data-testid="home-link">
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
          <span className="brand-name">{productName}</span>
        </Link>
        <HeaderSearch className="header-search-place" />
        <nav aria-label={m.nav_main()} className="ml-auto hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass} prefetch="intent">
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* Language and theme: visible at every width. Below lg the links move into the menu and the
            search box to a row of its own under the logo: at tablet widths the header has no room for both. */}
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <LanguageSwitcher />
          <ThemeToggle />
          <NotificationsBell />
          <UserMenu />
        </div>
        <button
          type="button"
          className="header-menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          aria-label={m.nav_open_menu()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2}>
            <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      {menuOpen ? (
        <nav id="mobile-nav" aria-label={m.nav_main()} className="container-page flex flex-col gap-1 pb-3 lg:hidden">
          {menuLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
