/** The content domain's public module (ADR 0025): what the SEO head of the served pages reads. */
export { findHomepage, findIdeas, findLanding, findStaticContent } from './content.service';
