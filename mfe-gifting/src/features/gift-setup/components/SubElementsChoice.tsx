import type { AvailableCustomSubElementsResponse, SubElementsResponse } from '@shop/api-contract';
import { Badge, Checkbox } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import styles from './GiftSetupParts.module.css';

interface Choice {
  id: number;
  name: string;
  price: number;
  recommended: boolean;
}

interface Group {
  key: string;
  name: string;
  singleSelection: boolean;
  choices: Choice[];
}

/** GIFT-012, GIFT-014: the groups of sub-elements and the categories of custom ones, as groups. */
export function choiceGroups(
  subElements: SubElementsResponse | undefined,
  custom: AvailableCustomSubElementsResponse | undefined,
  language: string,
): { standard: Group[]; custom: Group[] } {
  const lang = language.slice(
    0,
    2,
  ) as keyof AvailableCustomSubElementsResponse['categories'][number]['names'];
  return {
    standard: (subElements?.groups ?? []).map((group) => ({
      key: `group-${group.id}`,
      name: group.name,
      singleSelection: group.singleSelection,
      choices: group.elements.map((element) => ({
        id: element.id,
        name: element.name,
        price: element.price,
        recommended: element.isRecommended,
      })),
    })),
    custom: (custom?.categories ?? []).map((category) => ({
      key: `category-${category.id}`,
      name: category.names[lang] ?? category.names.en,
      singleSelection: category.singleSelection,
      choices: (custom?.availableCustomSubElements ?? [])
        .filter((element) => element.categoryId === category.id)
        .map((element) => ({
          id: element.id,
          name: element.name,
          price: element.price,
          recommended: element.recommendedByWed,
        })),
    })),
  };
}

/**
 * GIFT-012..014: the physical format's sub-elements, one fieldset per group; a choice toggles its
 * id (a single-selection group keeps only the last one).
 */
export function SubElementsChoice({
  groups,
  chosen,
  onToggle,
}: {
  groups: Group[];
  chosen: readonly number[];
  onToggle: (id: number, sameGroup: number[]) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  return (
    <>
      {groups
        .filter((group) => group.choices.length > 0)
        .map((group) => (
          <fieldset key={group.key} className={styles.fieldset}>
            <legend className={styles.legend}>
              {group.name}
              {group.singleSelection ? ` (${t('setup.subElements.single')})` : ''}
            </legend>
            {group.choices.map((choice) => (
              <Checkbox
                key={choice.id}
                checked={chosen.includes(choice.id)}
                onChange={() =>
                  onToggle(
                    choice.id,
                    group.singleSelection ? group.choices.map((other) => other.id) : [],
                  )
                }
                label={
                  <>
                    {choice.name}{' '}
                    {choice.recommended ? (
                      <Badge tone="brand">{t('setup.subElements.recommended')}</Badge>
                    ) : null}
                  </>
                }
                description={
                  choice.price > 0
                    ? t('setup.subElements.price', { price: formatPrice(choice.price, tag) })
                    : t('setup.subElements.included')
                }
              />
            ))}
          </fieldset>
        ))}
    </>
  );
}
