import * as migration_20261122_090235_initial from './20261122_090235_initial';
import * as migration_20261122_102817_leads from './20261122_102817_leads';
import * as migration_20261122_103312_contacts from './20261122_103312_contacts';
import * as migration_20261122_153829_lead_capture from './20261122_153829_lead_capture';
import * as migration_20261122_154305_outbox_headers from './20261122_154305_outbox_headers';
import * as migration_20261123_021302_projects_media from './20261123_021302_projects_media';
import * as migration_20261123_062240_blog from './20261123_062240_blog';
import * as migration_20261123_132749_booking from './20261123_132749_booking';
import * as migration_20261124_161037_seo from './20261124_161037_seo';
import * as migration_20261124_165323_admin_dashboard_visits from './20261124_165323_admin_dashboard_visits';
import * as migration_20261125_025741_security from './20261125_025741_security';
import * as migration_20261125_093834_site_settings_claims_prices from './20261125_093834_site_settings_claims_prices';
import * as migration_20261125_113943_texts_parent_index from './20261125_113943_texts_parent_index';
import * as migration_20261125_222553_media_storage_fields from './20261125_222553_media_storage_fields';
import * as migration_20261125_222600_outbox_claim from './20261125_222600_outbox_claim';
import * as migration_20261125_230000_cache_tag_expirations from './20261125_230000_cache_tag_expirations';
import * as migration_20261127_171639_drop_cache_tag_expirations from './20261127_171639_drop_cache_tag_expirations';
import * as migration_20261128_021412_sign_in_refusal_reasons from './20261128_021412_sign_in_refusal_reasons';
import * as migration_20261128_060343_lead_event_kinds from './20261128_060343_lead_event_kinds';
import * as migration_20261128_061116_diagnostic_title from './20261128_061116_diagnostic_title';
import * as migration_20261128_111208_site_settings_legal_identity from './20261128_111208_site_settings_legal_identity';
import * as migration_20261205_180741_owner_profile from './20261205_180741_owner_profile';
import * as migration_20261205_181401_booking_services_offered from './20261205_181401_booking_services_offered';
import * as migration_20261205_183847_testimonials from './20261205_183847_testimonials';
import * as migration_20261206_010706_blog_sitemap_walk from './20261206_010706_blog_sitemap_walk';
import * as migration_20261206_012510_booking_feed_token from './20261206_012510_booking_feed_token';

export const migrations = [
  {
    up: migration_20261122_090235_initial.up,
    down: migration_20261122_090235_initial.down,
    name: '20261122_090235_initial',
  },
  {
    up: migration_20261122_102817_leads.up,
    down: migration_20261122_102817_leads.down,
    name: '20261122_102817_leads',
  },
  {
    up: migration_20261122_103312_contacts.up,
    down: migration_20261122_103312_contacts.down,
    name: '20261122_103312_contacts',
  },
  {
    up: migration_20261122_153829_lead_capture.up,
    down: migration_20261122_153829_lead_capture.down,
    name: '20261122_153829_lead_capture',
  },
  {
    up: migration_20261122_154305_outbox_headers.up,
    down: migration_20261122_154305_outbox_headers.down,
    name: '20261122_154305_outbox_headers',
  },
  {
    up: migration_20261123_021302_projects_media.up,
    down: migration_20261123_021302_projects_media.down,
    name: '20261123_021302_projects_media',
  },
  {
    up: migration_20261123_062240_blog.up,
    down: migration_20261123_062240_blog.down,
    name: '20261123_062240_blog',
  },
  {
    up: migration_20261123_132749_booking.up,
    down: migration_20261123_132749_booking.down,
    name: '20261123_132749_booking',
  },
  {
    up: migration_20261124_161037_seo.up,
    down: migration_20261124_161037_seo.down,
    name: '20261124_161037_seo',
  },
  {
    up: migration_20261124_165323_admin_dashboard_visits.up,
    down: migration_20261124_165323_admin_dashboard_visits.down,
    name: '20261124_165323_admin_dashboard_visits',
  },
  {
    up: migration_20261125_025741_security.up,
    down: migration_20261125_025741_security.down,
    name: '20261125_025741_security',
  },
  {
    up: migration_20261125_093834_site_settings_claims_prices.up,
    down: migration_20261125_093834_site_settings_claims_prices.down,
    name: '20261125_093834_site_settings_claims_prices',
  },
  {
    up: migration_20261125_113943_texts_parent_index.up,
    down: migration_20261125_113943_texts_parent_index.down,
    name: '20261125_113943_texts_parent_index',
  },
  {
    up: migration_20261125_222553_media_storage_fields.up,
    down: migration_20261125_222553_media_storage_fields.down,
    name: '20261125_222553_media_storage_fields',
  },
  {
    up: migration_20261125_222600_outbox_claim.up,
    down: migration_20261125_222600_outbox_claim.down,
    name: '20261125_222600_outbox_claim',
  },
  {
    up: migration_20261125_230000_cache_tag_expirations.up,
    down: migration_20261125_230000_cache_tag_expirations.down,
    name: '20261125_230000_cache_tag_expirations',
  },
  {
    up: migration_20261127_171639_drop_cache_tag_expirations.up,
    down: migration_20261127_171639_drop_cache_tag_expirations.down,
    name: '20261127_171639_drop_cache_tag_expirations',
  },
  {
    up: migration_20261128_021412_sign_in_refusal_reasons.up,
    down: migration_20261128_021412_sign_in_refusal_reasons.down,
    name: '20261128_021412_sign_in_refusal_reasons',
  },
  {
    up: migration_20261128_060343_lead_event_kinds.up,
    down: migration_20261128_060343_lead_event_kinds.down,
    name: '20261128_060343_lead_event_kinds',
  },
  {
    up: migration_20261128_061116_diagnostic_title.up,
    down: migration_20261128_061116_diagnostic_title.down,
    name: '20261128_061116_diagnostic_title',
  },
  {
    up: migration_20261128_111208_site_settings_legal_identity.up,
    down: migration_20261128_111208_site_settings_legal_identity.down,
    name: '20261128_111208_site_settings_legal_identity',
  },
  {
    up: migration_20261205_180741_owner_profile.up,
    down: migration_20261205_180741_owner_profile.down,
    name: '20261205_180741_owner_profile',
  },
  {
    up: migration_20261205_181401_booking_services_offered.up,
    down: migration_20261205_181401_booking_services_offered.down,
    name: '20261205_181401_booking_services_offered',
  },
  {
    up: migration_20261205_183847_testimonials.up,
    down: migration_20261205_183847_testimonials.down,
    name: '20261205_183847_testimonials',
  },
  {
    up: migration_20261206_010706_blog_sitemap_walk.up,
    down: migration_20261206_010706_blog_sitemap_walk.down,
    name: '20261206_010706_blog_sitemap_walk',
  },
  {
    up: migration_20261206_012510_booking_feed_token.up,
    down: migration_20261206_012510_booking_feed_token.down,
    name: '20261206_012510_booking_feed_token'
  },
];
