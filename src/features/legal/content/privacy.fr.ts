import type { LegalBlock, LegalDocument } from '@/features/legal/content/legal-types'
import { oneLineAddress } from '@/features/legal/legal-text'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

type Processing = { title: string; data: string; purpose: string; basis: string; retention: string }

const records = (items: Processing[]): LegalBlock => ({
  kind: 'records',
  items: items.map(({ title, data, purpose, basis, retention }) => ({
    title,
    fields: [
      { label: 'Données', value: data },
      { label: 'Finalité', value: purpose },
      { label: 'Base légale', value: basis },
      { label: 'Conservation', value: retention },
    ],
  })),
})

type Storage = { name: string; kind: string; purpose: string; lifetime: string }

const storage = (items: Storage[]): LegalBlock => ({
  kind: 'records',
  items: items.map(({ name, kind, purpose, lifetime }) => ({
    title: name,
    fields: [
      { label: 'Type', value: kind },
      { label: 'Utilité', value: purpose },
      { label: 'Durée', value: lifetime },
    ],
  })),
})

const prospectRetention = '3 ans à compter de votre dernier contact, puis suppression.'
const precontract = 'Mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).'
const untilCleared = 'Jusqu’à ce que vous effaciez les données du site dans votre navigateur.'

/** Politique de confidentialité : ce que fait réellement chaque formulaire du site. */
export function privacyFr({ siteName, email, address, legal }: PublicSiteSettings): LegalDocument {
  return {
    title: 'Politique de confidentialité',
    description:
      'Quelles données personnelles le site collecte, pourquoi, combien de temps elles sont conservées, avec qui elles sont partagées et comment exercer vos droits.',
    lastUpdated: '2026-11-23',
    sections: [
      {
        id: 'responsable',
        title: 'Responsable du traitement',
        blocks: [
          {
            kind: 'paragraph',
            text: `Les données personnelles collectées sur ce site sont traitées par ${legal.legalName}, qui en est le responsable au sens du Règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.`,
          },
          {
            kind: 'definitions',
            items: [
              { term: 'Responsable', definition: legal.legalName },
              { term: 'SIRET', definition: legal.siret },
              { term: 'Adresse', definition: oneLineAddress(address) },
              { term: 'E-mail', definition: email, url: `mailto:${email}` },
            ],
          },
          {
            kind: 'paragraph',
            text: 'Compte tenu de la taille et de l’activité de l’entreprise, aucun délégué à la protection des données n’a été désigné : toute question est traitée directement à l’adresse ci-dessus.',
          },
        ],
      },
      {
        id: 'formulaires',
        title: 'Données collectées par chaque formulaire',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le site ne collecte que les données que vous saisissez dans ses formulaires. Les champs facultatifs sont signalés comme tels ; aucune donnée n’est achetée ni obtenue auprès de tiers.',
          },
          records([
            {
              title: 'Formulaire de contact',
              data: 'Nom, adresse e-mail, entreprise (facultatif), défi principal, objectif, type de solution, description du projet, budget (facultatif), langue du site.',
              purpose: 'Répondre à votre demande et préparer une proposition.',
              basis: precontract,
              retention: prospectRetention,
            },
            {
              title: 'Demande d’audit technique',
              data: 'Adresse du site à auditer, entreprise, nom (facultatif), adresse e-mail, points qui vous préoccupent.',
              purpose: 'Préparer l’audit et vous en adresser le devis puis les conclusions.',
              basis: precontract,
              retention: prospectRetention,
            },
            {
              title: 'Diagnostic business',
              data: 'Tranche de chiffre d’affaires mensuel, tâches chronophages, défi principal et résultats calculés ; adresse e-mail si vous demandez à recevoir vos résultats.',
              purpose:
                'Calculer votre diagnostic, vous l’envoyer et vous recontacter. Sans adresse e-mail, les réponses sont conservées sans aucun élément permettant de vous identifier. Une règle simple (chiffre d’affaires et économies estimées) signale les diagnostics à rappeler en priorité, sans aucun effet juridique pour vous.',
              basis:
                'Votre consentement, donné en cochant la case, pour l’envoi et le recontact ; intérêt légitime pour les réponses anonymes.',
              retention: prospectRetention,
            },
            {
              title: 'Calculateur d’estimation',
              data: 'Type de projet, budget, délai souhaité et estimation obtenue ; adresse e-mail si vous demandez à la recevoir.',
              purpose: 'Vous envoyer l’estimation et vous recontacter au sujet de votre projet.',
              basis: 'Votre consentement, donné en cochant la case.',
              retention: prospectRetention,
            },
            {
              title: 'Téléchargement d’un guide',
              data: 'Adresse e-mail, prénom (facultatif), guide demandé, date de votre accord, choix de la newsletter.',
              purpose: 'Vous envoyer le lien de téléchargement du guide, valable 7 jours.',
              basis: 'Votre consentement, donné en cochant la case.',
              retention: prospectRetention,
            },
            {
              title: 'Newsletter',
              data: 'Adresse e-mail, origine de l’inscription, dates d’inscription, de confirmation et de désinscription.',
              purpose:
                'Vous envoyer la lettre d’information mensuelle, après confirmation de votre adresse par un lien (double validation).',
              basis:
                'Votre consentement, que vous retirez à tout moment par le lien de désinscription présent dans chaque envoi.',
              retention:
                'Jusqu’à votre désinscription ; la preuve de l’inscription et de la désinscription est conservée 3 ans.',
            },
            {
              title: 'Fenêtres d’inscription',
              data: 'Adresse e-mail saisie dans la fenêtre. L’affichage d’une fenêtre est compté sans aucune donnée personnelle.',
              purpose: 'Vous inscrire à la newsletter, avec la même double validation.',
              basis: 'Votre consentement, retirable dans chaque envoi.',
              retention: 'Comme pour la newsletter.',
            },
            {
              title: 'Prise de rendez-vous',
              data: 'Prestation choisie, date et créneau, nom complet, adresse e-mail, téléphone, précisions éventuelles.',
              purpose:
                'Organiser le rendez-vous, vous envoyer la confirmation et l’invitation d’agenda, vous joindre en cas d’empêchement.',
              basis: precontract,
              retention: prospectRetention,
            },
          ]),
        ],
      },
      {
        id: 'suivi',
        title: 'Suivi des demandes et clients',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les demandes envoyées avec une même adresse e-mail sont regroupées dans une fiche unique qui retrace leur historique, afin de vous répondre sans vous faire répéter votre besoin. Ce suivi repose sur l’intérêt légitime de l’entreprise à gérer sa relation avec ses prospects ; la fiche est supprimée 3 ans après votre dernier contact.',
          },
          {
            kind: 'paragraph',
            text: 'Si vous devenez client, les données nécessaires au contrat sont conservées pendant toute la relation, et les factures et pièces comptables pendant 10 ans, comme l’impose l’article L123-22 du Code de commerce.',
          },
        ],
      },
      {
        id: 'securite',
        title: 'Données techniques et sécurité',
        blocks: [
          {
            kind: 'list',
            items: [
              'Votre adresse IP sert, en mémoire uniquement, à limiter le nombre d’envois de formulaires par période de 10 minutes ; elle n’est pas enregistrée avec vos demandes.',
              'La protection contre les robots repose sur un champ invisible et un délai minimal de saisie, sans cookie ni service tiers.',
              'Les journaux techniques du serveur sont tenus par l’hébergeur pour la sécurité du service et conservés au plus un an.',
              'Le site est servi en HTTPS ; l’espace d’administration est réservé au propriétaire, protégé par mot de passe et verrouillé après plusieurs tentatives infructueuses.',
            ],
          },
        ],
      },
      {
        id: 'destinataires',
        title: 'Destinataires',
        blocks: [
          {
            kind: 'paragraph',
            text: `Vos données sont destinées au seul ${siteName}. Elles ne sont jamais vendues, louées ni utilisées à des fins publicitaires. Interviennent uniquement, comme sous-traitants liés par un contrat conforme à l’article 28 du RGPD :`,
          },
          {
            kind: 'list',
            items: [
              `l’hébergeur du site et de sa base de données, ${legal.host.name}, en France ;`,
              'le prestataire d’envoi d’e-mails, qui achemine les messages du site (confirmation, guide, résultats, newsletter) ;',
              'le service d’agenda de l’entreprise, qui reçoit les rendez-vous réservés.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Les données sont hébergées dans l’Union européenne. Si un prestataire devait en traiter hors de l’Union, ce transfert serait encadré par une décision d’adéquation ou par les clauses contractuelles types de la Commission européenne.',
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies et stockage local',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le site n’utilise aucun cookie de mesure d’audience, de publicité ni de réseau social. Il enregistre seulement dans votre navigateur les éléments suivants :',
          },
          storage([
            {
              name: 'NEXT_LOCALE',
              kind: 'Cookie',
              purpose: 'Mémorise la langue choisie, pour ouvrir le site dans cette langue.',
              lifetime: '1 an.',
            },
            {
              name: 'theme',
              kind: 'Stockage local (localStorage)',
              purpose: 'Mémorise le thème clair ou sombre choisi.',
              lifetime: untilCleared,
            },
            {
              name: 'accessibility-preferences',
              kind: 'Stockage local (localStorage)',
              purpose: 'Mémorise la taille du texte et le contraste élevé choisis.',
              lifetime: untilCleared,
            },
            {
              name: 'language',
              kind: 'Stockage local (localStorage)',
              purpose: 'Mémorise la dernière langue choisie avec le sélecteur.',
              lifetime: untilCleared,
            },
            {
              name: 'popups:seen:…',
              kind: 'Stockage local (localStorage)',
              purpose:
                'Date d’affichage de chaque fenêtre d’inscription, pour ne pas vous la remontrer avant le délai prévu.',
              lifetime: untilCleared,
            },
            {
              name: 'popups:shown-this-visit',
              kind: 'Stockage de session (sessionStorage)',
              purpose: 'Limite l’affichage à une fenêtre par visite.',
              lifetime: 'Jusqu’à la fermeture de l’onglet.',
            },
            {
              name: 'payload-token',
              kind: 'Cookie',
              purpose:
                'Session de l’espace d’administration, déposé uniquement lors de la connexion du propriétaire du site.',
              lifetime: '8 heures.',
            },
          ]),
          {
            kind: 'paragraph',
            text: 'Ces éléments mémorisent vos propres réglages ou sont strictement nécessaires au service demandé : conformément à l’article 82 de la loi Informatique et Libertés, ils ne requièrent pas votre consentement. Vous pouvez les effacer à tout moment dans les réglages de votre navigateur ; le site reviendra alors à ses réglages par défaut.',
          },
        ],
      },
      {
        id: 'droits',
        title: 'Vos droits',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, notamment à la prospection, ainsi que du droit de retirer votre consentement à tout moment et de définir des directives sur le sort de vos données après votre décès.',
          },
          {
            kind: 'paragraph',
            text: `Pour les exercer, écrivez à ${email} ou par courrier à ${oneLineAddress(address)}. Une réponse vous est apportée dans un délai d’un mois, prolongeable de deux mois pour une demande complexe. Une pièce d’identité ne vous sera demandée qu’en cas de doute raisonnable sur votre identité.`,
          },
        ],
      },
      {
        id: 'reclamation',
        title: 'Réclamation auprès de la CNIL',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.',
          },
        ],
      },
      {
        id: 'modifications',
        title: 'Modifications',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Cette politique évolue avec le site. La date de dernière mise à jour figure en haut de la page ; en cas de changement important, les abonnés à la newsletter en sont informés.',
          },
        ],
      },
    ],
  }
}
