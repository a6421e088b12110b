import type { ContentFlow, HomepageContent, HomepageResponse } from '@shop/api-contract';

/** CONT-001/004: the flow of the home address (`?flow=`); anything else is booking. */
export function homeFlowOf(search: string): ContentFlow {
  const flow = new URLSearchParams(search).get('flow');
  return flow === 'gifting' || flow === 'activity' ? flow : 'booking';
}

/** CONT-002: the content of the flow; the booking content when the flow's is missing. */
export function contentOfFlow(home: HomepageResponse, flow: ContentFlow): HomepageContent {
  return home[flow] ?? home.booking;
}
