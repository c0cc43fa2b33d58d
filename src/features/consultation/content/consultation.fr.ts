import { site } from '@/config/site'
import type { ConsultationContent } from '@/features/consultation/content/consultation-content-types'
import { formatEuros } from '@/features/pricing/format-price'
import type { SiteFigures } from '@/features/site-settings/site-figures'

const minutes = site.consultationMinutes
const hours = site.responseHours

/** The free consultation page, in French. */
export function consultationFr({ claims, prices }: SiteFigures): ConsultationContent {
  return {
    benefits: [
      {
        key: 'outside-view',
        title: 'Un regard extérieur sur votre situation',
        text: 'Vous présentez votre activité, vos outils et ce qui vous freine ; je pose les questions qui isolent le vrai problème, souvent différent de celui qu’on pense devoir résoudre.',
      },
      {
        key: 'actions',
        title: 'Des pistes concrètes et priorisées',
        text: 'Deux ou trois actions classées par impact et par effort : ce que vous pouvez faire seul dès demain, ce qui mérite un outil, ce qui peut attendre.',
      },
      {
        key: 'budget',
        title: 'Un ordre de grandeur de budget et de délai',
        text: `Pour chaque piste, une fourchette réaliste tirée de plus de ${claims.projects} projets livrés, pour décider en connaissance de cause avant même de demander un devis.`,
      },
      {
        key: 'honesty',
        title: 'Un avis franc, même s’il ne m’arrange pas',
        text: 'Si un logiciel du marché, un outil que vous avez déjà ou une simple réorganisation suffit, je vous le dis. Mieux vaut un bon conseil gratuit qu’un projet inutile.',
      },
    ],
    audience: [
      'Dirigeants de TPE et PME qui perdent des heures sur des tâches répétitives',
      'Commerçants, artisans et professions libérales qui veulent fidéliser leurs clients',
      'Entreprises dont le site coûte plus cher qu’il ne rapporte',
      'Porteurs d’un projet d’application web qui veulent valider leur idée et leur budget',
      'Équipes qui s’intéressent à l’IA sans savoir par où commencer',
    ],
    steps: [
      {
        title: 'Vous réservez un créneau',
        text: 'Choisissez le jour et l’heure qui vous conviennent dans l’agenda en ligne. La confirmation arrive aussitôt par e-mail, avec l’invitation à ajouter à votre agenda.',
      },
      {
        title: 'Vous répondez à quelques questions',
        text: 'Votre activité, votre besoin, vos outils actuels : deux minutes de préparation pour que nous allions droit à l’essentiel le jour venu.',
      },
      {
        title: `Nous échangeons ${minutes} minutes en visio`,
        text: 'Depuis votre navigateur, sans rien installer. Partagez votre écran si vous le souhaitez pour me montrer votre site ou vos outils.',
      },
      {
        title: `Vous recevez un compte rendu écrit sous ${hours} h`,
        text: 'Le diagnostic, les pistes recommandées et leur ordre de grandeur de coût, noir sur blanc. Il est à vous, que nous travaillions ensemble ou non.',
      },
    ],
    notThis: [
      'Un argumentaire commercial déguisé : nous parlons de votre situation, pas de mes offres.',
      'Un engagement : vous ne signez rien et ne devez rien, ni pendant ni après.',
      'Le début de relances insistantes : un seul message de suivi, puis c’est vous qui décidez.',
      `Un audit complet : pour une analyse approfondie et chiffrée de votre site, l’audit technique existe au forfait de ${formatEuros(prices.audit.amount, 'fr')}.`,
    ],
    faq: [
      {
        id: 'free',
        question: 'Est-ce vraiment gratuit ?',
        answer:
          'Oui, entièrement : ni l’échange ni le compte rendu ne sont facturés, et rien ne vous engage ensuite. C’est ma façon de vérifier que je peux vous être utile avant de vous proposer quoi que ce soit.',
      },
      {
        id: 'who',
        question: 'Avec qui vais-je échanger ?',
        answer:
          'Avec moi, le développeur qui réaliserait votre projet si nous travaillons ensemble. Pas de commercial, pas d’intermédiaire : les réponses techniques sont données par celui qui les mettra en œuvre.',
      },
      {
        id: 'prepare',
        question: 'Que dois-je préparer ?',
        answer:
          'Rien d’obligatoire. Si vous le pouvez, notez ce qui vous prend le plus de temps, les outils que vous utilisez et une idée de votre budget. Un lien vers votre site ou quelques captures d’écran aident aussi.',
      },
      {
        id: 'longer',
        question: `Et si ${minutes} minutes ne suffisent pas ?`,
        answer:
          'Elles suffisent presque toujours pour poser un diagnostic et dégager des pistes. Si votre projet demande d’aller plus loin, je vous propose la suite adaptée : un devis détaillé, un audit technique ou quelques heures de conseil, toujours chiffrés à l’avance.',
      },
      {
        id: 'reschedule',
        question: 'Puis-je déplacer ou annuler le rendez-vous ?',
        answer:
          'Bien sûr. Répondez simplement à l’e-mail de confirmation ou écrivez-moi depuis la page contact, de préférence la veille, et nous trouvons un autre créneau.',
      },
      {
        id: 'language',
        question: 'En quelle langue se passe l’échange ?',
        answer:
          'En français ou en anglais, comme vous préférez. Le compte rendu suit la même langue.',
      },
    ],
  }
}
