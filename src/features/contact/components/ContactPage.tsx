import { getMessages, getTranslations } from 'next-intl/server'

import { AuditRequestSection } from '@/features/audits/components/AuditRequestSection'
import { submitContactForm } from '@/features/contact/actions'
import { ContactAside } from '@/features/contact/components/ContactAside'
import { ContactForm } from '@/features/contact/components/ContactForm.client'
import { formRenderTime } from '@/platform/spam/spam-fields'
import { ContactReassurance } from '@/features/contact/components/ContactReassurance'
import type { Locale } from '@/i18n/locales'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import { islandMessages, pickMessages } from '@/i18n/island-messages'

/** The contact page: form, contact methods, process, proof and FAQ. */
export async function ContactPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  const messages = await getMessages({ locale })
  return (
    <>
      <section aria-labelledby="contact-title" className="px-4 pb-12 pt-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h1 id="contact-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg muted">{t('lead')}</p>
          <p className="mt-4 inline-block rounded-full bg-(--muted) px-4 py-2 font-semibold">
            {t('promise')}
          </p>
        </div>
      </section>
      {/* The padding outside the width, as in every section: the columns line up with the title. */}
      <div className="px-4 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold">
              {t('form.title')}
            </h2>
            <ClientMessagesProvider
              locale={locale}
              messages={pickMessages(messages, islandMessages.contact)}
            >
              <ContactForm
                action={submitContactForm.bind(null, locale)}
                renderedAt={formRenderTime()}
              />
            </ClientMessagesProvider>
          </section>
          <ContactAside locale={locale} />
        </div>
      </div>
      <AuditRequestSection locale={locale} />
      <ContactReassurance locale={locale} />
    </>
  )
}
