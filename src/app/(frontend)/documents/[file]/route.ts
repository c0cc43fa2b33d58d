import { termsPdfResponse } from '@/features/legal/pdf/terms-pdf-response'

type Context = { params: Promise<{ file: string }> }

/** Downloadable documents: for now the general terms of sale, one PDF per language. */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params
  return termsPdfResponse(file)
}
