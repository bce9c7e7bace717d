import { Burger } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { TIMINGS } from '@storysong/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { InstallAction } from '../../features/install/exports.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import classes from './shell.module.css';
import { useScrollLock } from './useScrollLock.ts';

const AffiliateModal = lazy(() => import('./AffiliateModal.tsx'));

interface NavLinksProps {
  onSelect: () => void;
  onAffiliate: () => void;
  affiliateActive: boolean;
}

function NavLinks({ onSelect, onAffiliate, affiliateActive }: NavLinksProps) {
  const { t } = useTranslation();
  return (
    <>
      <NavLink className={classes.link} to="/blog" onClick={onSelect}>
        {t('nav.blog')}
      </NavLink>
      <NavLink className={classes.link} to="/contact" onClick={onSelect}>
        {t('nav.contact')}
      </NavLink>
      <button
        type="button"
        className={classes.link}
        data-active={affiliateActive || undefined}
        aria-haspopup="dialog"
        onClick={() => {
          onSelect();
          onAffiliate();
        }}
      >
        {t('nav.affiliate')}
      </button>
      <InstallAction className={classes.link} onSelect={onSelect} />
    </>
  );
}

/**
 * Fixed top navigation: more opaque once the page scrolls, a toggle menu on small screens.
 * The menu is the header's sibling, not its child: the header's backdrop-filter makes it the
 * containing block of anything fixed inside it, which shrank the menu to a strip.
 */
export function TopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [scroll] = useWindowScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [affiliateOpen, setAffiliateOpen] = useState(false);
  // Loaded on first use, then kept: closing plays its transition and returns focus to the trigger.
  const [affiliateLoaded, setAffiliateLoaded] = useState(false);
  if (affiliateOpen && !affiliateLoaded) setAffiliateLoaded(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  useScrollLock(menuOpen);

  // A route change (including the browser's back button) always closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read inside
  useEffect(closeMenu, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (
    <NavLinks
      onSelect={closeMenu}
      onAffiliate={() => setAffiliateOpen(true)}
      affiliateActive={pathname.startsWith('/affiliate')}
    />
  );

  return (
    <>
      <header className={classes.header} data-scrolled={scroll.y > TIMINGS.navbarScrollThresholdPx || menuOpen || undefined}>
        <nav className={classes.bar} aria-label={t('nav.label')}>
          <Link className={classes.brand} to="/">
            Storysong
          </Link>
          <div className={classes.desktopLinks}>{links}</div>
          <LanguageSwitcher />
          <Burger
            ref={toggleRef}
            hiddenFrom="sm"
            color="white"
            opened={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </nav>
        {affiliateLoaded && (
          <Suspense fallback={null}>
            <AffiliateModal opened={affiliateOpen} onClose={() => setAffiliateOpen(false)} />
          </Suspense>
        )}
      </header>
      {menuOpen && (
        <nav id="mobile-menu" className={classes.mobileMenu} aria-label={t('nav.mobileLabel')}>
          {links}
        </nav>
      )}
    </>
  );
}
