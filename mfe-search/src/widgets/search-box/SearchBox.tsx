import '../../i18n';
import { Suspense } from 'react';
import {
  SearchBox as SearchBoxForm,
  type SearchBoxProps,
} from '../../features/search-box/components/SearchBox';

export type { SearchBoxProps };

/** `mfe_search/SearchBox`: the search box other apps embed (issue 4, SRCH-013..016, 032..051). */
export default function SearchBox(props: SearchBoxProps) {
  return (
    <Suspense fallback={null}>
      <SearchBoxForm {...props} />
    </Suspense>
  );
}
