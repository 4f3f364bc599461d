import { useTranslation } from 'react-i18next';

export const loader = () => ({ message: 'Hello' });

/** One translated heading: the least a page of the app renders. */
export default function Index() {
  const { t } = useTranslation();
  return <h1>{t('notFound.title')}</h1>;
}
