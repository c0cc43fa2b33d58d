import type { LegalDocument } from '@/features/legal/content/legal-types'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'

/** Conditions générales d’utilisation du site. */
export function termsOfUseFr({ siteName, legal }: PublicSiteSettings): LegalDocument {
  return {
    title: 'Conditions générales d’utilisation',
    description:
      'Les règles d’accès et d’utilisation du site : services proposés, engagements de l’utilisateur, propriété intellectuelle, liens et responsabilité.',
    lastUpdated: '2026-11-23',
    sections: [
      {
        id: 'objet',
        title: 'Objet',
        blocks: [
          {
            kind: 'paragraph',
            text: `Les présentes conditions générales d’utilisation (ci-après « CGU ») encadrent l’accès au site ${siteName} et son utilisation par toute personne qui le consulte (ci-après « l’Utilisateur »). Naviguer sur le site vaut acceptation des CGU en vigueur.`,
          },
          {
            kind: 'paragraph',
            text: 'L’identité de l’éditeur et de l’hébergeur figure dans les mentions légales.',
            link: { label: 'Consulter les mentions légales', href: '/mentions-legales' },
          },
        ],
      },
      {
        id: 'acces',
        title: 'Accès au site',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le site est accessible gratuitement, sans inscription, à toute personne disposant d’un accès à Internet. Les frais de connexion et d’équipement restent à la charge de l’Utilisateur.',
          },
          {
            kind: 'paragraph',
            text: 'L’éditeur s’efforce de maintenir le site accessible en permanence, sans obligation de résultat. L’accès peut être interrompu pour maintenance, mise à jour ou en cas de force majeure, sans préavis ni indemnité.',
          },
          {
            kind: 'paragraph',
            text: 'L’espace d’administration est réservé au propriétaire du site ; toute tentative d’y accéder sans autorisation est interdite.',
          },
        ],
      },
      {
        id: 'services',
        title: 'Services proposés',
        blocks: [
          { kind: 'paragraph', text: 'Le site propose gratuitement :' },
          {
            kind: 'list',
            items: [
              'des informations sur les prestations, des réalisations, un blog et un centre de ressources ;',
              'des formulaires de contact et de demande d’audit technique ;',
              'la réservation d’une consultation gratuite ou d’un rendez-vous ;',
              'un diagnostic business et un calculateur d’estimation de projet ;',
              'des guides à télécharger et une newsletter.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Les résultats du diagnostic et du calculateur sont des ordres de grandeur établis à partir de vos réponses : ils ne constituent ni un devis ni un engagement. Toute prestation fait l’objet d’un devis et des conditions générales de vente.',
            link: {
              label: 'Lire les conditions générales de vente',
              href: '/conditions-generales-vente',
            },
          },
        ],
      },
      {
        id: 'engagements',
        title: 'Engagements de l’Utilisateur',
        blocks: [
          { kind: 'paragraph', text: 'L’Utilisateur s’engage à :' },
          {
            kind: 'list',
            items: [
              'fournir des informations exactes et n’utiliser que sa propre adresse e-mail ;',
              'ne pas envoyer de formulaires de façon automatisée ni chercher à contourner les limites d’envoi ;',
              'ne pas tenter de perturber le fonctionnement du site, d’en extraire massivement le contenu ou d’y introduire un code malveillant ;',
              'ne transmettre aucun contenu illicite, injurieux ou portant atteinte aux droits de tiers.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'L’éditeur peut refuser une demande qui ne respecte pas ces règles et supprimer les envois abusifs.',
          },
        ],
      },
      {
        id: 'propriete',
        title: 'Propriété intellectuelle',
        blocks: [
          {
            kind: 'paragraph',
            text: `Les textes, guides, images, logos, éléments graphiques et le code du site sont la propriété de ${legal.legalName} ou de ses partenaires et sont protégés par le Code de la propriété intellectuelle.`,
          },
          {
            kind: 'paragraph',
            text: 'L’Utilisateur peut consulter le site et télécharger les guides pour son usage personnel ou interne. Toute autre reproduction, représentation ou diffusion, totale ou partielle, requiert l’accord écrit de l’éditeur, à l’exception des courtes citations mentionnant leur source prévues par l’article L122-5 du même code.',
          },
        ],
      },
      {
        id: 'liens',
        title: 'Liens hypertextes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les liens vers des sites tiers sont fournis à titre d’information : l’éditeur ne contrôle pas leur contenu et n’en répond pas.',
          },
          {
            kind: 'paragraph',
            text: 'Un lien vers le site est libre, à condition de ne pas induire en erreur sur son origine et de ne pas l’afficher à l’intérieur d’un autre site.',
          },
        ],
      },
      {
        id: 'responsabilite',
        title: 'Responsabilité',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les contenus du site sont fournis à titre d’information générale et ne remplacent pas un conseil adapté à votre situation. L’éditeur veille à leur exactitude mais ne garantit pas qu’ils soient exempts d’erreurs ou toujours à jour.',
          },
          {
            kind: 'paragraph',
            text: 'L’éditeur ne saurait être tenu responsable des dommages indirects liés à l’utilisation du site, ni d’une indisponibilité temporaire. Il appartient à l’Utilisateur de protéger son équipement et ses données.',
          },
        ],
      },
      {
        id: 'donnees',
        title: 'Données personnelles et cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les données saisies dans les formulaires et les préférences enregistrées dans le navigateur sont traitées comme le décrit la politique de confidentialité.',
            link: {
              label: 'Lire la politique de confidentialité',
              href: '/politique-confidentialite',
            },
          },
        ],
      },
      {
        id: 'droit',
        title: 'Modification et droit applicable',
        blocks: [
          {
            kind: 'paragraph',
            text: 'L’éditeur peut modifier les CGU à tout moment ; la version applicable est celle en ligne lors de la visite. Les CGU sont soumises au droit français. En cas de litige, une solution amiable est recherchée en priorité, avant toute action devant les tribunaux français compétents.',
          },
        ],
      },
    ],
  }
}
