import type { SeedProject } from '@/features/portfolio/seed/seed-types'

export const campsiteProject: SeedProject = {
  slug: 'assistant-ia-reservations-camping-la-rochelle',
  category: 'ai',
  position: 50,
  technologies: ['Mistral AI (API)', 'RAG', 'TypeScript', 'Next.js', 'PostgreSQL + pgvector'],
  image: {
    file: 'camping-assistant-mobile',
    alt: {
      fr: 'Site du camping sur un ordinateur portable avec la fenêtre de l’assistant ouverte, et la même conversation sur un téléphone : disponibilité d’un mobil-home, prix et sources citées',
      en: 'The campsite’s website on a laptop with the assistant window open, and the same conversation on a phone: mobile home availability, price and cited sources',
    },
  },
  gallery: [
    {
      file: 'camping-site-widget',
      alt: {
        fr: 'L’assistant du site répond en allemand à une demande d’emplacement pour camping-car, puis transmet une demande de groupe à l’accueil',
        en: 'The website assistant answers a motorhome pitch request in German, then passes a group request on to reception',
      },
    },
    {
      file: 'camping-statistiques',
      alt: {
        fr: 'Tableau de bord de l’assistant : questions réglées sans l’équipe, conversations par semaine, répartition par langue, questions fréquentes et dernières conversations',
        en: 'The assistant’s dashboard: questions handled without staff, conversations per week, share by language, frequent questions and latest conversations',
      },
    },
  ],
  fr: {
    title: 'Assistant de réservation multilingue pour un camping familial',
    short:
      'Un assistant conversationnel qui répond en quatre langues aux questions des vacanciers, vérifie les disponibilités en direct et passe la main à l’accueil quand il le faut.',
    long: 'Ce camping familial quatre étoiles, près de La Rochelle, propose 180 emplacements et mobil-homes à une clientèle française, allemande, néerlandaise et britannique. De mars à juin, l’équipe d’accueil, encore réduite, croulait sous les mêmes questions par e-mail et par téléphone, souvent en langue étrangère, et certaines restaient plusieurs jours sans réponse.',
    challenge:
      'Répondre vite et juste, dans la langue du vacancier, sans jamais inventer une disponibilité ou un tarif : une réponse erronée sur un prix ou une date engage le camping. L’assistant devait reconnaître ses limites et transmettre à une personne les demandes délicates (groupes, personnes à mobilité réduite, réclamations).',
    solution:
      'Un assistant intégré au site et relié à la messagerie, qui s’appuie uniquement sur les documents du camping (règlement, descriptifs, tarifs de la saison) et interroge le logiciel de réservation pour les disponibilités. Chaque réponse cite sa source ; en cas de doute, la conversation est transmise à l’accueil avec un résumé. Le tableau de bord montre les questions les plus fréquentes, qui ont servi à enrichir les pages du site.',
    results:
      'Sept questions sur dix sont réglées sans intervention de l’équipe, à toute heure, et les vacanciers obtiennent une réponse en moins d’une minute au lieu du lendemain. Les réservations directes ont progressé en avant-saison, au détriment des plateformes qui prélèvent une commission.',
    duration: '5 semaines',
    testimonial: {
      client: 'Co-gérant d’un camping familial 4 étoiles, La Rochelle',
      content:
        'Au printemps, nous étions deux à l’accueil pour des centaines de messages. L’assistant répond la nuit en allemand ou en néerlandais, et il nous passe la main dès que la question sort de l’ordinaire.',
    },
    metrics: [
      { value: '71 %', label: 'des questions réglées sans l’équipe' },
      { value: '< 1 min', label: 'pour obtenir une réponse' },
      { value: '+15 %', label: 'de réservations directes en avant-saison' },
    ],
    timeline: [
      'Tri de 1 500 messages de la saison précédente (semaine 1)',
      'Base documentaire et règles de transmission à l’accueil (semaine 2)',
      'Tests en quatre langues avec l’équipe (semaines 3 et 4)',
      'Mise en ligne sur le site et la messagerie (semaine 5)',
    ],
  },
  en: {
    title: 'Multilingual booking assistant for a family campsite',
    short:
      'A conversational assistant that answers holidaymakers’ questions in four languages, checks availability live and hands over to reception when it should.',
    long: 'This four-star family campsite near La Rochelle offers 180 pitches and mobile homes to French, German, Dutch and British guests. From March to June, the reception team, still short-staffed, was swamped by the same questions by e-mail and phone, often in a foreign language, and some went unanswered for days.',
    challenge:
      'Answering quickly and correctly, in the guest’s language, without ever inventing availability or prices: a wrong answer about a rate or a date commits the campsite. The assistant had to know its limits and pass sensitive requests (groups, guests with reduced mobility, complaints) to a person.',
    solution:
      'An assistant built into the website and connected to the mailbox, relying only on the campsite’s own documents (rules, descriptions, this season’s rates) and querying the booking software for availability. Each answer cites its source; when in doubt, the conversation goes to reception with a summary. The dashboard shows the most frequent questions, which were used to improve the site’s pages.',
    results:
      'Seven questions in ten are settled without the team, at any hour, and guests get an answer in under a minute instead of the next day. Direct bookings grew in the early season, at the expense of platforms that take a commission.',
    duration: '5 weeks',
    testimonial: {
      client: 'Co-manager of a 4-star family campsite, La Rochelle',
      content:
        'In spring there were two of us at reception for hundreds of messages. The assistant answers at night in German or Dutch, and hands over to us as soon as a question is out of the ordinary.',
    },
    metrics: [
      { value: '71%', label: 'of questions settled without the team' },
      { value: '< 1 min', label: 'to get an answer' },
      { value: '+15%', label: 'direct bookings in the early season' },
    ],
    timeline: [
      'Sorting 1,500 messages from last season (week 1)',
      'Document base and hand-over rules for reception (week 2)',
      'Tests in four languages with the team (weeks 3 and 4)',
      'Launch on the website and the mailbox (week 5)',
    ],
  },
}
