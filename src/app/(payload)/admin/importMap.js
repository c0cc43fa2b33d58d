import { LocalJSONField as LocalJSONField_37ce50976a1edc998ec2609a1c7dc505 } from '@/features/code-editor/LocalCodeFields.client'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LeadQuickActions as LeadQuickActions_36d2d325338e0e9d9f642b9d030c146b } from '@/features/leads/admin/LeadQuickActions.client'
import { LeadActivityField as LeadActivityField_90fd4fbbc2396c360be27ffc7025b3bd } from '@/features/leads/admin/LeadActivityField'
import { LeadListSwitch as LeadListSwitch_a677df16c27fc193e22e2320467d0772 } from '@/features/leads/admin/LeadViewSwitch'
import { TranslationsPanel as TranslationsPanel_77d4267139ec98d7393bc5183f3d059d } from '@/collections/BlogArticles/admin/TranslationsPanel'
import { StatusCell as StatusCell_c20e63ce37c9a3fae5e6748c8381e904 } from '@/collections/BlogArticles/admin/StatusCell.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ImportArticles as ImportArticles_643dcd1e0ac23fe437f56e738ff82da3 } from '@/collections/BlogArticles/admin/ImportArticles.client'
import { CurrentPasswordField as CurrentPasswordField_57cd8282e323be65bd5bde58e782a805 } from '@/collections/AdminUsers/admin/CurrentPasswordField.client'
import { EmailHeadersField as EmailHeadersField_2a38107f0a68dd2f95476f233837e469 } from '@/features/email/admin/EmailHeadersField'
import { EmailPreviewField as EmailPreviewField_e7bf537e965fd69805f5d4d297c74acd } from '@/features/email/admin/EmailPreviewField'
import { EmailTextField as EmailTextField_c82ad4b95e2511298358ccba7ddbec5f } from '@/features/email/admin/EmailTextField'
import { LocalCodeField as LocalCodeField_37ce50976a1edc998ec2609a1c7dc505 } from '@/features/code-editor/LocalCodeFields.client'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LocaleField as LocaleField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { AdminHeader as AdminHeader_c05760b13ac64d17f4d948ab437e13d9 } from '../../../features/admin-shell/components/AdminHeader'
import { StudioIcon as StudioIcon_6932e634c2fb1a293613aad882be56b8 } from '../../../features/admin-shell/components/StudioMark'
import { StudioLogo as StudioLogo_6932e634c2fb1a293613aad882be56b8 } from '../../../features/admin-shell/components/StudioMark'
import { AdminNavLinks as AdminNavLinks_4353da5f41aad2f8d55bf2f0ed3d6784 } from '../../../features/admin-shell/components/AdminNavLinks.client'
import { DatePickerLocale as DatePickerLocale_d577446681a94b31bf1862679b96f524 } from '../../../features/admin-shell/components/DatePickerLocale.client'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_54fcb82256610deea7e48ee6a619fb95 } from '../../../features/dashboard/admin/DashboardView'
import { TwoFactorView as TwoFactorView_a3f322932e3e0daa43478a570450892d } from '../../../features/security/two-factor/TwoFactorView'
import { SecurityView as SecurityView_9d0005fe10ef37f81f0ef5c4fde58fe7 } from '../../../features/security/admin/SecurityView'
import { SeoManagerView as SeoManagerView_287807fbe81f95b2a911ebce2d989fd9 } from '../../../features/seo/admin/SeoManagerView'
import { CalendarView as CalendarView_950f528ae42977d112cbb1992229e5a6 } from '../../../features/booking/admin/CalendarView'
import { LeadBoardView as LeadBoardView_a11b4b47961b869908de04470f36566f } from '../../../features/leads/admin/LeadBoardView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/features/code-editor/LocalCodeFields.client#LocalJSONField": LocalJSONField_37ce50976a1edc998ec2609a1c7dc505,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/features/leads/admin/LeadQuickActions.client#LeadQuickActions": LeadQuickActions_36d2d325338e0e9d9f642b9d030c146b,
  "@/features/leads/admin/LeadActivityField#LeadActivityField": LeadActivityField_90fd4fbbc2396c360be27ffc7025b3bd,
  "@/features/leads/admin/LeadViewSwitch#LeadListSwitch": LeadListSwitch_a677df16c27fc193e22e2320467d0772,
  "@/collections/BlogArticles/admin/TranslationsPanel#TranslationsPanel": TranslationsPanel_77d4267139ec98d7393bc5183f3d059d,
  "@/collections/BlogArticles/admin/StatusCell.client#StatusCell": StatusCell_c20e63ce37c9a3fae5e6748c8381e904,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/collections/BlogArticles/admin/ImportArticles.client#ImportArticles": ImportArticles_643dcd1e0ac23fe437f56e738ff82da3,
  "@/collections/AdminUsers/admin/CurrentPasswordField.client#CurrentPasswordField": CurrentPasswordField_57cd8282e323be65bd5bde58e782a805,
  "@/features/email/admin/EmailHeadersField#EmailHeadersField": EmailHeadersField_2a38107f0a68dd2f95476f233837e469,
  "@/features/email/admin/EmailPreviewField#EmailPreviewField": EmailPreviewField_e7bf537e965fd69805f5d4d297c74acd,
  "@/features/email/admin/EmailTextField#EmailTextField": EmailTextField_c82ad4b95e2511298358ccba7ddbec5f,
  "@/features/code-editor/LocalCodeFields.client#LocalCodeField": LocalCodeField_37ce50976a1edc998ec2609a1c7dc505,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LocaleField": LocaleField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "/features/admin-shell/components/AdminHeader#AdminHeader": AdminHeader_c05760b13ac64d17f4d948ab437e13d9,
  "/features/admin-shell/components/StudioMark#StudioIcon": StudioIcon_6932e634c2fb1a293613aad882be56b8,
  "/features/admin-shell/components/StudioMark#StudioLogo": StudioLogo_6932e634c2fb1a293613aad882be56b8,
  "/features/admin-shell/components/AdminNavLinks.client#AdminNavLinks": AdminNavLinks_4353da5f41aad2f8d55bf2f0ed3d6784,
  "/features/admin-shell/components/DatePickerLocale.client#DatePickerLocale": DatePickerLocale_d577446681a94b31bf1862679b96f524,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/dashboard/admin/DashboardView#DashboardView": DashboardView_54fcb82256610deea7e48ee6a619fb95,
  "/features/security/two-factor/TwoFactorView#TwoFactorView": TwoFactorView_a3f322932e3e0daa43478a570450892d,
  "/features/security/admin/SecurityView#SecurityView": SecurityView_9d0005fe10ef37f81f0ef5c4fde58fe7,
  "/features/seo/admin/SeoManagerView#SeoManagerView": SeoManagerView_287807fbe81f95b2a911ebce2d989fd9,
  "/features/booking/admin/CalendarView#CalendarView": CalendarView_950f528ae42977d112cbb1992229e5a6,
  "/features/leads/admin/LeadBoardView#LeadBoardView": LeadBoardView_a11b4b47961b869908de04470f36566f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
