/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport on the server (issue 16)', () => {
  it('renders far, as the browser first hydrates it: the browser decides what is near', () => {
    expect(renderToString(<Probe />)).toBe('<div>far</div>');
  });
});
