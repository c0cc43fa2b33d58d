import { apeCodeText } from '@/features/legal/ape-codes'
import type { LegalDocument } from '@/features/legal/content/legal-types'
import { oneLineAddress } from '@/features/legal/legal-text'
import { isSoleProprietorship, legalFormName } from '@/features/site-settings/legal-forms'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

/** Mentions légales (article 6 de la loi pour la confiance dans l’économie numérique). */
export function legalNoticesFr({
  siteName,
  email,
  phone,
  address,
  legal,
}: PublicSiteSettings): LegalDocument {
  const { host } = legal
  const director = isSoleProprietorship(legal.legalForm)
    ? `l’entrepreneur individuel qui exploite ${siteName}, en sa qualité de représentant légal`
    : `le représentant légal de la société ${legal.legalName}, qui exploite ${siteName}`
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
              { term: 'Dénomination', definition: legal.legalName },
              { term: 'Forme juridique', definition: legalFormName(legal.legalForm, 'fr') },
              { term: 'Siège', definition: oneLineAddress(address) },
              { term: 'SIREN', definition: legal.siren },
              { term: 'SIRET', definition: legal.siret },
              { term: 'Immatriculation', definition: 'Registre national des entreprises (RNE)' },
              // A business under the VAT exemption has no number: the line is left out.
              ...(legal.vatNumber
                ? [{ term: 'TVA intracommunautaire', definition: legal.vatNumber }]
                : []),
              { term: 'Code APE', definition: apeCodeText(legal.apeCode, 'fr') },
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
            text: `Le directeur de la publication est ${director}. Il est joignable à l’adresse ${email}.`,
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
            text: `L’ensemble du site (textes, guides, visuels, logos, code) est la propriété de ${legal.legalName}, sauf mention contraire. Toute reproduction non autorisée est interdite ; les conditions d’utilisation précisent ce qui est permis.`,
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
