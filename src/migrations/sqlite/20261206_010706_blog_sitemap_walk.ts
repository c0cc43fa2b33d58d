import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The blog sitemap reads its files as ranges of article ids, keeping the visible ones
// (`src/features/seo/sitemap/article-rows.ts`): this index walks a range in id order and answers
// the visibility rule without reading a row, so a file costs its range, not the blog. Written
// by hand: Payload's compound indexes cannot name the id column.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`blog_articles_status_id_published_at_idx\` ON \`blog_articles\` (\`status\`, \`id\`, \`published_at\`);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS \`blog_articles_status_id_published_at_idx\`;`))
}
