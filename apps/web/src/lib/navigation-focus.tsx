import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useDocumentTitleReset } from './document-title';

// Keyboard and screen-reader users land on each new screen's title (WCAG 2.4.3, issue 13): after a
// navigation, focus moves to the first h1 of the `main` landmark once the screen shows it. A screen's
// own header component renders that h1; nothing here depends on which one.

export const MAIN_CONTENT_ID = 'main-content';

/** How long a screen may take to show its title (a lazy route and its first query). */
const HEADING_WAIT_MS = 5_000;

const mainLandmark = () => document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');

/** The first h1 of `main`, made focusable by script only (tabindex -1). */
const mainHeading = (): HTMLElement | null => {
  const heading = mainLandmark()?.querySelector<HTMLElement>('h1') ?? null;
  if (heading && !heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
  }
  return heading;
};

/** Moves focus to the screen's h1, or to `main` itself when the screen has none; false when neither. */
export const focusMainContent = () => {
  const target = mainHeading() ?? mainLandmark();
  if (!target) {
    return false;
  }
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
  return document.activeElement === target;
};

/**
 * Whether moving focus now would take it from something the user chose on the new screen: a field or
 * button in `main` they already reached, or an open dialog.
 */
const userIsBusy = () => {
  const active = document.activeElement;
  if (!active || active === document.body) {
    return false;
  }
  if (active.closest('[role="dialog"], [role="alertdialog"]')) {
    return true;
  }
  const main = mainLandmark();
  return Boolean(main?.contains(active) && active !== main && active.tagName !== 'H1');
};

/**
 * After every change of path (not on the first screen, where the page starts at the top with the
 * skip link first), waits for the new screen's h1 and focuses it, unless the user has moved on.
 */
export const useFocusOnNavigation = () => {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) {
      return;
    }
    shown.current = pathname;
    let done = false;
    const attempt = () => {
      if (done || userIsBusy()) {
        done = true;
        return;
      }
      if (mainHeading()) {
        done = true;
        focusMainContent();
      }
    };
    attempt();
    if (done) {
      return;
    }
    const observer = new MutationObserver(attempt);
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!done && !userIsBusy()) {
        focusMainContent();
      }
      done = true;
    }, HEADING_WAIT_MS);
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
};

/** The root of the route table: the screens, focus that follows navigation, the tab's name reset. */
export const NavigationFocus = () => {
  useDocumentTitleReset();
  useFocusOnNavigation();
  return <Outlet />;
};

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const SHOWN: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 1000,
  padding: '8px 16px',
  borderRadius: 4,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-anchor)',
  fontWeight: 600,
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: 2,
};

/** 'Skip to content': the first stop of the keyboard on every screen of the shell, shown when focused. */
export const SkipLink = () => {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      style={focused ? SHOWN : HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
};
