import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export const PRODUCT_TITLE = 'Lanehub';

/** '<Screen> · Lanehub', or 'Lanehub' alone without a screen name. */
export const documentTitleOf = (screen: string | null | undefined) =>
  screen ? `${screen} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;

/**
 * Names the browser tab after the screen (issue 13 §11): the screen's title, then the product. The
 * screens' shared headers call it with their h1 (`PageHeader`, the list panel through it, the public
 * `AuthCard`), so a screen is named by the title it shows; a screen with a header of its own calls it
 * itself. It runs again on every change of path: the route table resets the name first (below).
 */
export const useDocumentTitle = (screen: string | null | undefined) => {
  const { pathname } = useLocation();
  useEffect(() => {
    // After the root's reset of this path (the path is read here so that the effect runs again).
    if (screen && pathname) {
      document.title = documentTitleOf(screen);
    }
  }, [screen, pathname]);
};

/**
 * At the root of the route table: every change of path starts from 'Lanehub', so a screen that shows
 * no title yet (loading, an error) never keeps the last screen's name. A layout effect: it runs before
 * the new screen's `useDocumentTitle` (a passive effect) in the same commit.
 */
export const useDocumentTitleReset = () => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname) {
      document.title = PRODUCT_TITLE;
    }
  }, [pathname]);
};
