// The pictures of each seeded project: which interface screens go into which mock-up. File names
// match `image.file` / `gallery[].file` in src/features/portfolio/seed/projects/.
import path from 'node:path'

const dir = path.resolve(import.meta.dirname, '../../src/features/portfolio/seed-images')
const max = 120 * 1024

const project = (page, look, shots) =>
  shots.map((shot) => ({ dir, max, page: `projects/${page}.html`, ...look, ...shot }))

const bakery = { colors: { from: '#fbf1e4', to: '#f1d9bd', glow: '#e9b27a' }, bar: '#fffaf3' }
const plumbing = {
  colors: { from: '#e8eef8', to: '#c9d6ec', glow: '#f59e0b' },
  bar: '#0f2747',
  ink: '#fff',
}
const bikes = { colors: { from: '#e6f5ef', to: '#bfe3d4', glow: '#f4c542' }, bar: '#ffffff' }
const physio = { colors: { from: '#eaf6f8', to: '#c8e6ec', glow: '#7cc4d4' }, bar: '#ffffff' }
const campsite = {
  colors: { from: '#fdf6e7', to: '#cfe7f0', glow: '#2f8fb3' },
  bar: '#0e5a78',
  ink: '#fff',
}
const cosmetics = { colors: { from: '#f6f1ea', to: '#e3e8da', glow: '#c98f8f' }, bar: '#f7f3ee' }
const agency = { colors: { from: '#f1edfb', to: '#d9d0f3', glow: '#ff8a5b' }, bar: '#ffffff' }

export const portfolioShots = [
  ...project('boulangerie', { ...bakery, url: 'commander.fournil-erdre.fr' }, [
    {
      out: 'boulangerie-commande-mobile',
      layout: 'laptop+phone',
      desktop: 'commande',
      phone: 'commande',
    },
    { out: 'boulangerie-tableau-commandes', layout: 'browser', desktop: 'atelier' },
    { out: 'boulangerie-carte-fidelite', layout: 'phones', phones: ['fidelite', 'retrait'] },
  ]),
  ...project('plomberie', { ...plumbing, url: 'devis.garonne-plomberie.fr' }, [
    {
      out: 'plomberie-devis-assistant',
      layout: 'laptop+phone',
      desktop: 'assistant',
      phone: 'demande',
    },
    { out: 'plomberie-suivi-devis', layout: 'browser', desktop: 'suivi' },
    { out: 'plomberie-interventions', layout: 'phones', phones: ['journee', 'demande-envoyee'] },
  ]),
  ...project('velos', { ...bikes, url: 'marketing.cycles-ill.fr' }, [
    { out: 'velos-newsletter', layout: 'browser+phone', desktop: 'scenarios', phone: 'email' },
    { out: 'velos-campagnes', layout: 'browser', desktop: 'resultats', url: 'stats.cycles-ill.fr' },
    { out: 'velos-avis-clients', layout: 'phones', phones: ['avis-demande', 'avis'] },
  ]),
  ...project('kine', { ...physio, url: 'cabinet.kine-vieux-lille.fr' }, [
    { out: 'kine-agenda-semaine', layout: 'laptop+phone', desktop: 'agenda', phone: 'reserver' },
    { out: 'kine-reservation-mobile', layout: 'phones', phones: ['reserver', 'confirmation'] },
    { out: 'kine-liste-attente', layout: 'browser', desktop: 'attente' },
  ]),
  ...project('camping', { ...campsite, url: 'www.camping-anse-oceane.fr' }, [
    { out: 'camping-assistant-mobile', layout: 'laptop+phone', desktop: 'accueil', phone: 'chat' },
    { out: 'camping-site-widget', layout: 'browser', desktop: 'accueil-de' },
    {
      out: 'camping-statistiques',
      layout: 'browser',
      desktop: 'stats',
      url: 'admin.camping-anse-oceane.fr',
    },
  ]),
  ...project('cosmetiques', { ...cosmetics, url: 'audit.verveine-cosmetiques.fr' }, [
    {
      out: 'cosmetiques-audit-performance',
      layout: 'laptop+phone',
      desktop: 'audit',
      phone: 'produit',
    },
    { out: 'cosmetiques-feuille-de-route', layout: 'browser', desktop: 'feuille' },
    { out: 'cosmetiques-abonnements', layout: 'browser', desktop: 'outils' },
  ]),
  ...project('agence', { ...agency, url: 'wiki.agence-ponant.fr/programme-ia' }, [
    { out: 'agence-atelier-ia', layout: 'laptop+phone', desktop: 'atelier', phone: 'compte-rendu' },
    {
      out: 'agence-automatisations',
      layout: 'browser',
      desktop: 'scenario',
      url: 'outils.agence-ponant.fr/automatisations',
    },
    { out: 'agence-charte-ia', layout: 'browser', desktop: 'charte' },
  ]),
]
