import * as migration_20261122_090227_initial from './20261122_090227_initial';
import * as migration_20261122_102812_leads from './20261122_102812_leads';
import * as migration_20261122_103252_contacts from './20261122_103252_contacts';
import * as migration_20261122_153810_lead_capture from './20261122_153810_lead_capture';
import * as migration_20261122_154248_outbox_headers from './20261122_154248_outbox_headers';
import * as migration_20261123_021237_projects_media from './20261123_021237_projects_media';
import * as migration_20261123_062235_blog from './20261123_062235_blog';
import * as migration_20261123_132733_booking from './20261123_132733_booking';
import * as migration_20261124_161031_seo from './20261124_161031_seo';
import * as migration_20261124_165317_admin_dashboard_visits from './20261124_165317_admin_dashboard_visits';
import * as migration_20261125_025726_security from './20261125_025726_security';
import * as migration_20261125_093812_site_settings_claims_prices from './20261125_093812_site_settings_claims_prices';
import * as migration_20261125_113934_texts_parent_index from './20261125_113934_texts_parent_index';
import * as migration_20261125_222531_media_storage_fields from './20261125_222531_media_storage_fields';
import * as migration_20261125_222600_outbox_claim from './20261125_222600_outbox_claim';
import * as migration_20261128_060110_lead_event_kinds from './20261128_060110_lead_event_kinds';
import * as migration_20261128_061008_diagnostic_title from './20261128_061008_diagnostic_title';
import * as migration_20261128_111156_site_settings_legal_identity from './20261128_111156_site_settings_legal_identity';
import * as migration_20261205_180722_owner_profile from './20261205_180722_owner_profile';
import * as migration_20261205_181308_booking_services_offered from './20261205_181308_booking_services_offered';
import * as migration_20261205_183750_testimonials from './20261205_183750_testimonials';
import * as migration_20261206_010706_blog_sitemap_walk from './20261206_010706_blog_sitemap_walk';
import * as migration_20261206_012443_booking_feed_token from './20261206_012443_booking_feed_token';

export const migrations = [
  {
    up: migration_20261122_090227_initial.up,
    down: migration_20261122_090227_initial.down,
    name: '20261122_090227_initial',
  },
  {
    up: migration_20261122_102812_leads.up,
    down: migration_20261122_102812_leads.down,
    name: '20261122_102812_leads',
  },
  {
    up: migration_20261122_103252_contacts.up,
    down: migration_20261122_103252_contacts.down,
    name: '20261122_103252_contacts',
  },
  {
    up: migration_20261122_153810_lead_capture.up,
    down: migration_20261122_153810_lead_capture.down,
    name: '20261122_153810_lead_capture',
  },
  {
    up: migration_20261122_154248_outbox_headers.up,
    down: migration_20261122_154248_outbox_headers.down,
    name: '20261122_154248_outbox_headers',
  },
  {
    up: migration_20261123_021237_projects_media.up,
    down: migration_20261123_021237_projects_media.down,
    name: '20261123_021237_projects_media',
  },
  {
    up: migration_20261123_062235_blog.up,
    down: migration_20261123_062235_blog.down,
    name: '20261123_062235_blog',
  },
  {
    up: migration_20261123_132733_booking.up,
    down: migration_20261123_132733_booking.down,
    name: '20261123_132733_booking',
  },
  {
    up: migration_20261124_161031_seo.up,
    down: migration_20261124_161031_seo.down,
    name: '20261124_161031_seo',
  },
  {
    up: migration_20261124_165317_admin_dashboard_visits.up,
    down: migration_20261124_165317_admin_dashboard_visits.down,
    name: '20261124_165317_admin_dashboard_visits',
  },
  {
    up: migration_20261125_025726_security.up,
    down: migration_20261125_025726_security.down,
    name: '20261125_025726_security',
  },
  {
    up: migration_20261125_093812_site_settings_claims_prices.up,
    down: migration_20261125_093812_site_settings_claims_prices.down,
    name: '20261125_093812_site_settings_claims_prices',
  },
  {
    up: migration_20261125_113934_texts_parent_index.up,
    down: migration_20261125_113934_texts_parent_index.down,
    name: '20261125_113934_texts_parent_index',
  },
  {
    up: migration_20261125_222531_media_storage_fields.up,
    down: migration_20261125_222531_media_storage_fields.down,
    name: '20261125_222531_media_storage_fields',
  },
  {
    up: migration_20261125_222600_outbox_claim.up,
    down: migration_20261125_222600_outbox_claim.down,
    name: '20261125_222600_outbox_claim',
  },
  {
    up: migration_20261128_060110_lead_event_kinds.up,
    down: migration_20261128_060110_lead_event_kinds.down,
    name: '20261128_060110_lead_event_kinds',
  },
  {
    up: migration_20261128_061008_diagnostic_title.up,
    down: migration_20261128_061008_diagnostic_title.down,
    name: '20261128_061008_diagnostic_title',
  },
  {
    up: migration_20261128_111156_site_settings_legal_identity.up,
    down: migration_20261128_111156_site_settings_legal_identity.down,
    name: '20261128_111156_site_settings_legal_identity',
  },
  {
    up: migration_20261205_180722_owner_profile.up,
    down: migration_20261205_180722_owner_profile.down,
    name: '20261205_180722_owner_profile',
  },
  {
    up: migration_20261205_181308_booking_services_offered.up,
    down: migration_20261205_181308_booking_services_offered.down,
    name: '20261205_181308_booking_services_offered',
  },
  {
    up: migration_20261205_183750_testimonials.up,
    down: migration_20261205_183750_testimonials.down,
    name: '20261205_183750_testimonials',
  },
  {
    up: migration_20261206_010706_blog_sitemap_walk.up,
    down: migration_20261206_010706_blog_sitemap_walk.down,
    name: '20261206_010706_blog_sitemap_walk',
  },
  {
    up: migration_20261206_012443_booking_feed_token.up,
    down: migration_20261206_012443_booking_feed_token.down,
    name: '20261206_012443_booking_feed_token'
  },
];
