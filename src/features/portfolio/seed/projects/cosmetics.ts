import type { SeedProject } from '@/features/portfolio/seed/seed-types'

export const cosmeticsProject: SeedProject = {
  slug: 'audit-feuille-de-route-boutique-cosmetiques-toulouse',
  category: 'consulting',
  position: 60,
  technologies: ['Shopify', 'Lighthouse', 'Core Web Vitals', 'Google Analytics 4', 'Looker Studio'],
  image: {
    file: 'cosmetiques-audit-performance',
    alt: {
      fr: 'Rapport d’audit sur un ordinateur portable : quatre scores de qualité, affichage de la page produit passé de 5,8 à 1,9 seconde et corrections prioritaires ; à côté, la page produit sur téléphone',
      en: 'The audit report on a laptop: four quality scores, product page display down from 5.8 to 1.9 seconds and priority fixes; beside it, the product page on a phone',
    },
  },
  gallery: [
    {
      file: 'cosmetiques-feuille-de-route',
      alt: {
        fr: 'Feuille de route sur six mois : douze actions sur un planning de janvier à juin, huit déjà faites',
        en: 'Six-month roadmap: twelve actions on a January-to-June timeline, eight already done',
      },
    },
    {
      file: 'cosmetiques-abonnements',
      alt: {
        fr: 'Revue des outils et abonnements : décision pour chacun, coût mensuel passé de 372 à 62 euros et taux de conversion en hausse',
        en: 'Review of tools and subscriptions: a decision for each, monthly cost down from 372 to 62 euros and a rising conversion rate',
      },
    },
  ],
  fr: {
    title: 'Expertise technique et feuille de route pour une boutique en ligne de cosmétiques',
    short:
      'Un regard indépendant sur le site, les outils et les coûts d’une jeune marque de cosmétiques bio, puis un plan d’action priorisé que l’équipe a pu suivre seule.',
    long: 'Cette marque toulousaine de cosmétiques bio vend surtout en ligne et compte quatre personnes. Son site était devenu lent au fil des extensions ajoutées, les abonnements à des outils se chevauchaient, et deux agences lui proposaient une refonte complète à des prix très différents. Les fondatrices voulaient un avis indépendant avant de décider.',
    challenge:
      'Comprendre pourquoi les ventes stagnaient malgré un trafic en hausse, distinguer ce qui relevait de la technique, du contenu ou du parcours d’achat, et savoir si une refonte était vraiment nécessaire. Le tout sans arrêter le site ni freiner l’équipe pendant la saison des fêtes.',
    solution:
      'Deux semaines d’audit : performances mesurées sur de vrais téléphones, parcours d’achat, extensions installées, outils et abonnements, suivi statistique. Conclusion : pas de refonte, mais douze corrections classées par impact et par effort. Nous avons accompagné l’équipe sur les plus techniques (images, extensions redondantes, scripts tiers) et laissé une feuille de route sur six mois, revue chaque mois en visio.',
    results:
      'Les pages produit s’affichent trois fois plus vite sur mobile, le taux de conversion a progressé et la boutique a résilié quatre abonnements devenus inutiles. Le budget prévu pour la refonte a financé des photos produit et du contenu.',
    duration: '2 semaines d’audit, 6 mois de suivi',
    testimonial: {
      client: 'Co-fondatrice d’une marque de cosmétiques bio, Toulouse',
      content:
        'On nous vendait une refonte ; nous avions surtout besoin qu’on nous dise quoi corriger en premier. Le site est rapide et l’économie a financé notre nouvelle gamme.',
    },
    metrics: [
      { value: '5,8 s → 1,9 s', label: 'pour afficher une page produit sur mobile' },
      { value: '+0,9 point', label: 'de taux de conversion' },
      { value: '−310 € / mois', label: 'd’abonnements inutiles' },
    ],
    timeline: [
      'Entretiens et accès aux outils (jours 1 et 2)',
      'Mesures, audit du parcours d’achat et des extensions (semaines 1 et 2)',
      'Restitution et feuille de route priorisée (fin de la semaine 2)',
      'Accompagnement mensuel de la mise en œuvre (6 mois)',
    ],
  },
  en: {
    title: 'Technical expertise and roadmap for an online cosmetics shop',
    short:
      'An independent look at a young organic cosmetics brand’s website, tools and costs, then a prioritised action plan the team could follow on its own.',
    long: 'This organic cosmetics brand from Toulouse sells mostly online and has four people. Its site had grown slow as extensions piled up, tool subscriptions overlapped, and two agencies were pitching a complete redesign at very different prices. The founders wanted an independent opinion before deciding.',
    challenge:
      'Understanding why sales were flat despite growing traffic, telling apart what came from the technology, the content or the checkout journey, and finding out whether a redesign was really needed. All without taking the site down or holding the team back during the holiday season.',
    solution:
      'A two-week audit: performance measured on real phones, the checkout journey, installed extensions, tools and subscriptions, analytics. The conclusion: no redesign, but twelve fixes ranked by impact and effort. We helped the team with the most technical ones (images, redundant extensions, third-party scripts) and left a six-month roadmap, reviewed by video call each month.',
    results:
      'Product pages load three times faster on mobile, the conversion rate is up and the shop cancelled four subscriptions it no longer needed. The budget set aside for a redesign paid for product photography and content instead.',
    duration: '2-week audit, 6 months of follow-up',
    testimonial: {
      client: 'Co-founder of an organic cosmetics brand, Toulouse',
      content:
        'We were being sold a redesign; what we really needed was someone to tell us what to fix first. The site is fast and the savings paid for our new range.',
    },
    metrics: [
      { value: '5.8 s → 1.9 s', label: 'to load a product page on mobile' },
      { value: '+0.9 points', label: 'conversion rate' },
      { value: '−€310 / month', label: 'in unnecessary subscriptions' },
    ],
    timeline: [
      'Interviews and access to the tools (days 1 and 2)',
      'Measurements, checkout journey and extension audit (weeks 1 and 2)',
      'Findings and prioritised roadmap (end of week 2)',
      'Monthly support during implementation (6 months)',
    ],
  },
}
