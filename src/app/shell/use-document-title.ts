// Browser title "{page title} · {brand}", or the brand alone (dashboard).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function documentTitle(brand: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${brand}` : brand;
}

export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const title = documentTitle(t('brand'), pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
