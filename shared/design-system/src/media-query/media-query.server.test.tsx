/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { DESKTOP_QUERY, matchesWidth, MOBILE_QUERY, useMediaQuery } from './media-query';

function Probe({ servedWidth }: { servedWidth?: number | null }) {
  const mobile = useMediaQuery(MOBILE_QUERY, servedWidth);
  const desktop = useMediaQuery(DESKTOP_QUERY, servedWidth);
  return <p>{`${mobile ? 'mobile' : '-'} ${desktop ? 'desktop' : '-'}`}</p>;
}

describe('media queries on the server (issue 16, ADR 0090)', () => {
  it('match the width the server render assumed', () => {
    expect(renderToString(<Probe servedWidth={390} />)).toBe('<p>mobile -</p>');
    expect(renderToString(<Probe servedWidth={820} />)).toBe('<p>- -</p>');
    expect(renderToString(<Probe servedWidth={1280} />)).toBe('<p>- desktop</p>');
  });

  it('match nothing without a width (the page renders in the browser)', () => {
    expect(renderToString(<Probe />)).toBe('<p>- -</p>');
    expect(renderToString(<Probe servedWidth={null} />)).toBe('<p>- -</p>');
  });

  it('read min-width and max-width limits, inclusive, joined by "and"; nothing else matches', () => {
    expect(matchesWidth('(max-width: 767px)', 767)).toBe(true);
    expect(matchesWidth('(max-width: 767px)', 768)).toBe(false);
    expect(matchesWidth('(min-width: 1024px)', 1024)).toBe(true);
    expect(matchesWidth('(min-width: 768px) and (max-width: 1023px)', 820)).toBe(true);
    expect(matchesWidth('(min-width: 768px) and (max-width: 1023px)', 1280)).toBe(false);
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 390)).toBe(false);
    expect(matchesWidth('(orientation: portrait) and (max-width: 767px)', 390)).toBe(false);
  });
});
