import { type RefCallback, useCallback } from 'react';

/** CSS properties by their CSS names (`width`, `--columns`), as `style.setProperty` takes them. */
export type StyleProperties = Readonly<Record<string, string | number>>;

/**
 * Sets style properties on an element through the CSSOM instead of a `style` attribute: a page
 * rendered on the server (issue 16) would carry the attribute in its HTML, where the CSP
 * (`style-src 'self'`) refuses it. Applied when the element mounts or hydrates, before paint, and
 * whenever the values change; the HTML shows the stylesheet's defaults until then.
 */
export function useStyleProperties<T extends HTMLElement>(
  properties: StyleProperties,
): RefCallback<T> {
  const values = JSON.stringify(properties);
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      const parsed = JSON.parse(values) as Record<string, string | number>;
      for (const [name, value] of Object.entries(parsed))
        element.style.setProperty(name, `${value}`);
    },
    [values],
  );
}
