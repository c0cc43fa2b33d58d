import { adminTable } from '@/i18n/admin-table'

/** The outbox's message view and the dashboard's notice when no SMTP server is configured. */
export const outboxTranslations = adminTable(
  {
    preview: 'Aperçu du message',
    previewTitle: 'Aperçu de l’e-mail « {{subject}} »',
    previewNote:
      'Affiché tel que le destinataire le lit, sans script ni image distante ; les liens sont inactifs.',
    noHtml: 'Ce message n’a pas de version HTML.',
    htmlSource: 'Code HTML du message',
    text: 'Version texte',
    noText: 'Ce message n’a pas de version texte.',
    headers: 'En-têtes',
    noHeaders: 'Aucun en-tête ajouté à ce message.',
    smtpTitle: 'Les e-mails ne partent pas',
    smtpBody:
      'Aucun serveur SMTP n’est configuré (variable SMTP_URL) : le site garde chaque e-mail dans la boîte d’envoi sans l’envoyer.',
    waitingNone: 'Aucun e-mail n’attend pour l’instant.',
    waitingOne: 'Voir l’e-mail en attente',
    waitingMany: 'Voir les {{count}} e-mails en attente',
  },
  {
    preview: 'Message preview',
    previewTitle: 'Preview of the e-mail “{{subject}}”',
    previewNote:
      'Shown as the recipient reads it, without scripts or remote images; links are inactive.',
    noHtml: 'This message has no HTML version.',
    htmlSource: 'HTML code of the message',
    text: 'Text version',
    noText: 'This message has no text version.',
    headers: 'Headers',
    noHeaders: 'No header added to this message.',
    smtpTitle: 'E-mails are not being sent',
    smtpBody:
      'No SMTP server is configured (SMTP_URL variable): the site keeps every e-mail in the outbox without sending it.',
    waitingNone: 'No e-mail is waiting for now.',
    waitingOne: 'See the waiting e-mail',
    waitingMany: 'See the {{count}} waiting e-mails',
  },
)
