import { authorContentScore, authorRatingLabels } from '@/features/seo/audit/author-score'
import type { PageFacts } from '@/features/seo/audit/page-facts'

export type CheckStatus = 'pass' | 'warn' | 'fail'
export type AuditCheck = { id: string; label: string; status: CheckStatus; detail: string }

/** What the audit learned by fetching other pages: alternates and internal links. */
export type Crawled = {
  /** Alternate URL -> does that page list this page back among its alternates. */
  reciprocal: Record<string, boolean>
  /** Internal links that did not answer with a success (URL and status, 0 for no answer). */
  deadLinks: { url: string; status: number }[]
}

const weights: Record<string, number> = {
  title: 15,
  description: 15,
  h1: 10,
  alt: 10,
  canonical: 10,
  hreflang: 15,
  jsonld: 10,
  links: 15,
  author: 10,
}

const within = (n: number, [low, high]: [number, number]) => n >= low && n <= high

function lengthCheck(
  id: string,
  label: string,
  text: string,
  good: [number, number],
  ok: [number, number],
): AuditCheck {
  const n = [...text].length
  const status: CheckStatus = within(n, good) ? 'pass' : n > 0 && within(n, ok) ? 'warn' : 'fail'
  return { id, label, status, detail: `${n} caractères (idéal ${good[0]} à ${good[1]})` }
}

/** The SEO audit of one page: each check, and a score out of 100 weighted by importance. */
export function auditChecks(facts: PageFacts, crawled: Crawled): AuditCheck[] {
  const checks: AuditCheck[] = [
    lengthCheck('title', 'Longueur du titre', facts.title, [30, 60], [10, 70]),
    lengthCheck(
      'description',
      'Longueur de la meta description',
      facts.description,
      [120, 160],
      [50, 200],
    ),
    {
      id: 'h1',
      label: 'Un seul titre h1',
      status: facts.h1Count === 1 ? 'pass' : 'fail',
      detail: `${facts.h1Count} titre(s) h1`,
    },
    {
      id: 'alt',
      label: 'Textes alternatifs des images',
      status: facts.imagesWithoutAlt.length === 0 ? 'pass' : 'fail',
      detail: facts.imagesWithoutAlt.length
        ? `Sans alt : ${facts.imagesWithoutAlt.slice(0, 5).join(', ')}`
        : 'Toutes les images ont un attribut alt',
    },
    {
      id: 'canonical',
      label: 'URL canonique',
      status: facts.canonical && /^https?:\/\//.test(facts.canonical) ? 'pass' : 'fail',
      detail: facts.canonical ?? 'Absente',
    },
    hreflangCheck(facts, crawled),
    jsonLdCheck(facts),
    {
      id: 'links',
      label: 'Liens internes',
      status: crawled.deadLinks.length === 0 ? 'pass' : 'fail',
      detail: crawled.deadLinks.length
        ? `Liens cassés : ${crawled.deadLinks.map((l) => `${l.url} (${l.status || 'sans réponse'})`).join(', ')}`
        : `${facts.internalLinks.length} lien(s) vérifié(s)`,
    },
  ]
  if (facts.author) {
    const { score, rating } = authorContentScore(facts.author)
    checks.push({
      id: 'author',
      label: 'Score de contenu auteur',
      status: score >= 60 ? 'pass' : score >= 40 ? 'warn' : 'fail',
      detail: `${score}/100 (${authorRatingLabels[rating]})`,
    })
  }
  return checks
}

function hreflangCheck(facts: PageFacts, crawled: Crawled): AuditCheck {
  const label = 'hreflang présents et réciproques'
  const langs = Object.keys(facts.alternates)
  if (!langs.includes('x-default') || langs.length < 2) {
    return {
      id: 'hreflang',
      label,
      status: 'fail',
      detail: `Trouvés : ${langs.join(', ') || 'aucun'}`,
    }
  }
  const broken = Object.entries(crawled.reciprocal)
    .filter(([, ok]) => !ok)
    .map(([url]) => url)
  return broken.length
    ? { id: 'hreflang', label, status: 'fail', detail: `Sans lien retour : ${broken.join(', ')}` }
    : { id: 'hreflang', label, status: 'pass', detail: langs.join(', ') }
}

function jsonLdCheck(facts: PageFacts): AuditCheck {
  const label = 'Données structurées JSON-LD valides'
  if (facts.jsonLd.length === 0) return { id: 'jsonld', label, status: 'warn', detail: 'Aucune' }
  const bad = facts.jsonLd.filter((block) => !block.ok)
  return bad.length
    ? { id: 'jsonld', label, status: 'fail', detail: bad.map((b) => b.error).join(', ') }
    : {
        id: 'jsonld',
        label,
        status: 'pass',
        detail: facts.jsonLd.flatMap((b) => b.types).join(', '),
      }
}

export function auditScore(checks: AuditCheck[]): number {
  const total = checks.reduce((sum, check) => sum + (weights[check.id] ?? 0), 0)
  const earned = checks.reduce(
    (sum, check) =>
      sum +
      (weights[check.id] ?? 0) * (check.status === 'pass' ? 1 : check.status === 'warn' ? 0.5 : 0),
    0,
  )
  return total ? Math.round((earned / total) * 100) : 0
}
