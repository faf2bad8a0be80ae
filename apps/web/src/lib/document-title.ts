import { useEffect } from 'react';

export const PRODUCT_TITLE = 'Lanehub';

/** '<Screen> · Lanehub', or 'Lanehub' alone without a screen name. */
export const documentTitleOf = (screen: string | null | undefined) =>
  screen ? `${screen} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;

/**
 * Names the browser tab after the screen (issue 13 §11): the screen's title, then the product. Used
 * by the screens' shared frames (the list panel, the public card) and by screens of their own.
 */
export const useDocumentTitle = (screen: string | null | undefined) => {
  useEffect(() => {
    if (screen) {
      document.title = documentTitleOf(screen);
    }
  }, [screen]);
};
