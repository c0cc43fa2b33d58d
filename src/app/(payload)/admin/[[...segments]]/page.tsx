/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { withScreenTitle } from '@/features/admin-shell/screen-metadata'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{
    segments: string[]
  }>
  searchParams: Promise<{
    [key: string]: string | string[]
  }>
}

// Ours, not generated: our own screens' tab titles in the admin's language (admin-shell).
export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  withScreenTitle(generatePageMetadata({ config, params, searchParams }), params)

const Page = ({ params, searchParams }: Args) =>
  RootPage({ config, params, searchParams, importMap })

export default Page
