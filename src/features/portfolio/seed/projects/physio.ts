import type { SeedProject } from '@/features/portfolio/seed/seed-types'

export const physioProject: SeedProject = {
  slug: 'prise-de-rendez-vous-cabinet-kinesitherapie-lille',
  category: 'web',
  position: 40,
  technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'PWA', 'Brevo (SMS)', 'Docker'],
  image: {
    file: 'kine-agenda-semaine',
    alt: {
      fr: 'Agenda partagé du cabinet sur un ordinateur portable, une semaine de rendez-vous en couleur par praticien ; à côté, le choix d’un créneau sur téléphone',
      en: 'The practice’s shared calendar on a laptop, a week of appointments coloured by practitioner; beside it, choosing a slot on a phone',
    },
  },
  gallery: [
    {
      file: 'kine-reservation-mobile',
      alt: {
        fr: 'Deux téléphones : le choix du jour et de l’horaire d’une série de séances, puis la confirmation avec le rappel envoyé par SMS',
        en: 'Two phones: choosing the day and time for a course of sessions, then the confirmation with the SMS reminder',
      },
    },
    {
      file: 'kine-liste-attente',
      alt: {
        fr: 'Écran de la liste d’attente : indicateurs de rendez-vous manqués et de réservations en ligne, patients en attente et reprise d’un créneau libéré',
        en: 'Waiting-list screen: figures on missed appointments and online bookings, patients waiting and how a freed slot was taken',
      },
    },
  ],
  fr: {
    title: 'Prise de rendez-vous en ligne pour un cabinet de kinésithérapie',
    short:
      'Un agenda partagé et une réservation en ligne avec rappels par SMS et liste d’attente pour les cinq praticiens d’un cabinet lillois.',
    long: 'Ce cabinet de kinésithérapie du centre de Lille réunit cinq praticiens et une secrétaire à mi-temps. Les rendez-vous se prenaient uniquement par téléphone, dans un agenda papier doublé d’un tableur, et chaque rendez-vous manqué était une séance perdue. Nous avons construit un agenda commun à toute l’équipe et une réservation en ligne adaptée aux séries de séances prescrites.',
    challenge:
      'La secrétaire passait l’essentiel de ses matinées au téléphone, les patients ne parvenaient pas à joindre le cabinet en dehors de ses heures de présence et près d’un rendez-vous sur dix n’était pas honoré. Les données de santé imposaient un hébergement en France, des accès strictement limités et aucune information médicale dans les messages.',
    solution:
      'Une application web installable : les patients choisissent un praticien, un motif et un créneau, réservent une série de séances en une fois et reçoivent un rappel par SMS la veille. Un créneau libéré est proposé automatiquement aux patients de la liste d’attente. Les praticiens partagent un agenda unique, consultable sur tablette au cabinet comme en visite à domicile. Hébergement certifié pour les données de santé et double authentification pour l’équipe.',
    results:
      'Sept réservations sur dix se font désormais en ligne, souvent le soir. Les rappels et la liste d’attente ont fait chuter les rendez-vous manqués, et la secrétaire consacre son temps à l’accueil et aux dossiers des patients.',
    duration: '8 semaines',
    testimonial: {
      client: 'Kinésithérapeute associée, cabinet de 5 praticiens, Lille',
      content:
        'Les créneaux annulés sont repris dans l’heure par des patients en liste d’attente. Nos agendas n’ont jamais été aussi pleins, et le téléphone sonne beaucoup moins.',
    },
    metrics: [
      { value: '−60 %', label: 'de rendez-vous manqués' },
      { value: '70 %', label: 'des réservations faites en ligne' },
      { value: '−2 h', label: 'de téléphone par jour au secrétariat' },
    ],
    timeline: [
      'Cartographie des rendez-vous et contraintes de confidentialité (semaines 1 et 2)',
      'Prototype de réservation testé avec des patients (semaine 3)',
      'Agenda partagé, rappels par SMS et liste d’attente (semaines 4 à 7)',
      'Reprise des rendez-vous existants et mise en service (semaine 8)',
    ],
  },
  en: {
    title: 'Online booking for a physiotherapy practice',
    short:
      'A shared diary and online booking with text reminders and a waiting list for the five physiotherapists of a practice in Lille.',
    long: 'This physiotherapy practice in central Lille brings together five physiotherapists and a part-time receptionist. Appointments could only be made by phone, in a paper diary mirrored in a spreadsheet, and every missed appointment was a lost session. We built a diary shared by the whole team and online booking designed for the courses of sessions that doctors prescribe.',
    challenge:
      'The receptionist spent most of her mornings on the phone, patients could not reach the practice outside her hours, and nearly one appointment in ten was missed. Health data meant hosting in France, strictly limited access and no medical information in any message.',
    solution:
      'An installable web app: patients choose a physiotherapist, a reason and a slot, book a whole course of sessions at once and get a text reminder the day before. A slot that frees up is offered automatically to patients on the waiting list. The team shares one diary, on a tablet at the practice or on home visits. Certified health-data hosting and two-factor sign-in for staff.',
    results:
      'Seven bookings in ten are now made online, often in the evening. Reminders and the waiting list have cut missed appointments sharply, and the receptionist spends her time welcoming patients and handling their files.',
    duration: '8 weeks',
    testimonial: {
      client: 'Partner physiotherapist, practice of 5, Lille',
      content:
        'Cancelled slots are taken within the hour by patients on the waiting list. Our diaries have never been so full, and the phone rings far less.',
    },
    metrics: [
      { value: '−60%', label: 'missed appointments' },
      { value: '70%', label: 'of bookings made online' },
      { value: '−2 h', label: 'of phone calls a day at reception' },
    ],
    timeline: [
      'Mapping appointments and privacy constraints (weeks 1 and 2)',
      'Booking prototype tested with patients (week 3)',
      'Shared diary, text reminders and waiting list (weeks 4 to 7)',
      'Moving existing appointments over and going live (week 8)',
    ],
  },
}
