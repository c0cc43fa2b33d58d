import { ResourcesRoute, resourcesMetadata } from '@/features/resources/components/ResourcesRoute'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props) {
  return resourcesMetadata((await params).locale)
}

export default async function Page({ params }: Props) {
  return <ResourcesRoute locale={(await params).locale} query="" />
}
