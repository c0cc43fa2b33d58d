import { legalEntity, site } from '@/config/site'
import type { LegalDocument } from '@/features/legal/content/legal-types'
import { oneLineAddress } from '@/features/legal/legal-text'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

const { host } = legalEntity

/** Mentions légales (article 6 de la loi pour la confiance dans l’économie numérique). */
export function legalNoticesFr({
  siteName,
  email,
  phone,
  address,
}: PublicSiteSettings): LegalDocument {
  return {
    title: 'Mentions légales',
    description: `Éditeur, directeur de la publication, hébergeur et informations légales du site ${siteName}.`,
    lastUpdated: '2026-11-23',
    sections: [
      {
        id: 'editeur',
        title: 'Éditeur du site',
        blocks: [
          {
            kind: 'definitions',
            items: [
              { term: 'Dénomination', definition: site.legalName },
              {
                term: 'Forme juridique',
                definition: `Entreprise individuelle (${legalEntity.legalForm})`,
              },
              { term: 'Siège', definition: oneLineAddress(address) },
              { term: 'SIREN', definition: legalEntity.siren },
              { term: 'SIRET', definition: legalEntity.siret },
              { term: 'Immatriculation', definition: 'Registre national des entreprises (RNE)' },
              { term: 'TVA intracommunautaire', definition: legalEntity.vatNumber },
              {
                term: 'Code APE',
                definition: `${legalEntity.apeCode} – Programmation informatique`,
              },
              {
                term: 'Téléphone',
                definition: phone,
                url: `tel:${phone.replace(/\s/g, '')}`,
              },
              { term: 'E-mail', definition: email, url: `mailto:${email}` },
            ],
          },
        ],
      },
      {
        id: 'publication',
        title: 'Directeur de la publication',
        blocks: [
          {
            kind: 'paragraph',
            text: `Le directeur de la publication est l’entrepreneur individuel qui exploite ${siteName}, en sa qualité de représentant légal. Il est joignable à l’adresse ${email}.`,
          },
        ],
      },
      {
        id: 'hebergeur',
        title: 'Hébergeur',
        blocks: [
          {
            kind: 'definitions',
            items: [
              { term: 'Dénomination', definition: host.name },
              { term: 'Adresse', definition: oneLineAddress(host.address) },
              { term: 'Téléphone', definition: host.phone },
              { term: 'Site web', definition: host.website, url: host.website },
            ],
          },
        ],
      },
      {
        id: 'propriete',
        title: 'Propriété intellectuelle',
        blocks: [
          {
            kind: 'paragraph',
            text: `L’ensemble du site (textes, guides, visuels, logos, code) est la propriété de ${site.legalName}, sauf mention contraire. Toute reproduction non autorisée est interdite ; les conditions d’utilisation précisent ce qui est permis.`,
            link: {
              label: 'Lire les conditions générales d’utilisation',
              href: '/conditions-generales',
            },
          },
        ],
      },
      {
        id: 'donnees',
        title: 'Données personnelles',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le traitement des données collectées par les formulaires du site, les cookies et le stockage local, ainsi que vos droits, sont décrits dans la politique de confidentialité.',
            link: {
              label: 'Lire la politique de confidentialité',
              href: '/politique-confidentialite',
            },
          },
        ],
      },
      {
        id: 'vente',
        title: 'Conditions de vente',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les prestations sont réalisées sur devis, aux conditions générales de vente, téléchargeables au format PDF.',
            link: {
              label: 'Lire les conditions générales de vente',
              href: '/conditions-generales-vente',
            },
          },
        ],
      },
      {
        id: 'signalement',
        title: 'Signaler un contenu',
        blocks: [
          {
            kind: 'paragraph',
            text: `Pour signaler un contenu qui vous paraît illicite, écrivez à ${email} en précisant l’adresse de la page, le contenu en cause et les raisons de votre demande. Il y est donné suite dans les meilleurs délais.`,
          },
        ],
      },
      {
        id: 'credits',
        title: 'Crédits',
        blocks: [
          {
            kind: 'paragraph',
            text: `Conception, rédaction et développement : ${siteName}. Site réalisé avec Next.js et Payload CMS (licence MIT) ; icônes Lucide (licence ISC).`,
          },
        ],
      },
    ],
  }
}
