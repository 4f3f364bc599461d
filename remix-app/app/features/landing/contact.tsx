import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMPANY_CONTACT } from './company';
import { Section } from './section';

export function Contact() {
  const { t } = useTranslation();
  const items = [
    {
      icon: <Mail />,
      label: t('landing:business.contact.email'),
      value: COMPANY_CONTACT.email,
      href: `mailto:${COMPANY_CONTACT.email}`,
    },
    {
      icon: <Phone />,
      label: t('landing:business.contact.phone'),
      value: COMPANY_CONTACT.phone,
      href: `tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`,
    },
    { icon: <MapPin />, label: t('landing:business.contact.address'), value: COMPANY_CONTACT.address },
  ];
  return (
    <Section
      id="contact"
      title={t('landing:business.contact.title')}
      intro={t('landing:business.contact.text')}
      className="bg-muted/40"
    >
      <dl className="mx-auto grid max-w-4xl gap-6 md:grid-cols-3">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col items-center rounded-2xl border bg-card p-6 text-center shadow-sm"
          >
            <dt className="flex flex-col items-center gap-4 text-sm font-medium text-muted-foreground">
              <span
                aria-hidden
                className="flex size-11 items-center justify-center rounded-full bg-accent-100 text-accent-600 [&_svg]:size-5"
              >
                {item.icon}
              </span>
              {item.label}
            </dt>
            <dd className="mt-1 font-semibold">
              {item.href ? (
                <a href={item.href} className="hover:text-primary hover:underline">
                  {item.value}
                </a>
              ) : (
                item.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
