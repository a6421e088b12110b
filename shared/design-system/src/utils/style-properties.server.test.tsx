/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { useStyleProperties } from './style-properties';

function Bar() {
  const size = useStyleProperties<HTMLSpanElement>({ width: '40%' });
  return <span ref={size} />;
}

describe('useStyleProperties on the server (issue 16)', () => {
  it('renders no style attribute in HTML (the CSP refuses them)', () => {
    expect(renderToString(<Bar />)).toBe('<span></span>');
  });
});
