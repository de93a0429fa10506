import { useId, useState } from 'react';
import type { ItemOption } from '@shop/api-client';
import { Button } from '@shop/ui';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { combinationName, findCombination, stepChoices, stepCount } from '../utils/option-steps.ts';
import { comboKey, textKey, type SelectedLine } from '../utils/selected-lines.ts';

/** Longest text a text option takes (the API's limit). */
export const TEXT_OPTION_MAX_LENGTH = 20;

/** Props of `OptionSelector`. */
export type OptionSelectorProps = {
  optionType: string;
  titles: ReadonlyArray<string>;
  options: ReadonlyArray<ItemOption>;
  /** Selling price of the item (option prices are added to it). */
  basePrice: number;
  /** Quantity a new line starts with (the item's minimum). */
  startQuantity: number;
  /** Called with each completed choice; answers false when the line is already selected. */
  onAdd: (line: SelectedLine) => boolean;
  onMessage: (message: string) => void;
  disabled?: boolean;
};

const M = CATALOG_ITEM_MESSAGES.options;

function ComboSelector({ optionType, titles, options, basePrice, startQuantity, onAdd, onMessage, disabled }: OptionSelectorProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const steps = stepCount(optionType);
  const choose = (index: number, value: string) => {
    const next = [...chosen.slice(0, index), value];
    const option = findCombination(options, optionType, next);
    if (!option) {
      setChosen(next);
      return;
    }
    const added = onAdd({
      key: comboKey(option.itemOptionId),
      label: combinationName(option, optionType),
      itemOptionId: option.itemOptionId,
      texts: [],
      unitPrice: basePrice + option.optionPrice,
      quantity: startQuantity,
      stock: option.optionStockQuantity ?? null,
    });
    if (!added) onMessage(M.alreadySelected);
    setChosen([]);
  };
  return (
    <>
      {Array.from({ length: steps }, (_, index) => {
        const title = titles[index] ?? '';
        const enabled = !disabled && chosen.slice(0, index).length === index && chosen.slice(0, index).every(Boolean);
        const choices = enabled ? stepChoices(options, optionType, chosen, index) : [];
        return (
          <div key={index} className="catalog-options__step">
            <select
              className="catalog-options__select"
              aria-label={title}
              value={chosen[index] ?? ''}
              disabled={!enabled}
              onChange={(event) => choose(index, event.target.value)}
            >
              <option value="">{M.placeholder(title)}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value} disabled={choice.soldOut}>
                  {choice.value}
                  {choice.option ? M.extra(choice.option.optionPrice) : ''}
                  {choice.soldOut ? ` ${M.soldOut}` : ''}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </>
  );
}

function TextSelector({ options, basePrice, startQuantity, onAdd, onMessage, disabled }: OptionSelectorProps) {
  const baseId = useId();
  const [texts, setTexts] = useState<Record<number, string>>({});
  const add = () => {
    const missing = options.find((option) => !(texts[option.itemOptionId] ?? '').trim());
    if (missing) {
      onMessage(M.textRequired(missing.optionName1));
      return;
    }
    const values = options.map((option) => ({ optionId: option.itemOptionId, text: (texts[option.itemOptionId] ?? '').trim() }));
    const added = onAdd({
      key: textKey(values),
      label: options.map((option, i) => `${option.optionName1}: ${values[i]?.text ?? ''}`).join(', '),
      itemOptionId: null,
      texts: values,
      unitPrice: basePrice + options.reduce((sum, option) => sum + option.optionPrice, 0),
      quantity: startQuantity,
      stock: null,
    });
    if (!added) onMessage(M.alreadySelected);
    else setTexts({});
  };
  return (
    <div className="catalog-options__texts">
      {options.map((option) => (
        <div key={option.itemOptionId} className="catalog-options__step">
          <label htmlFor={`${baseId}-${option.itemOptionId}`} className="catalog-options__label">
            {option.optionName1}
            {M.extra(option.optionPrice)}
          </label>
          <input
            id={`${baseId}-${option.itemOptionId}`}
            className="catalog-options__input"
            maxLength={TEXT_OPTION_MAX_LENGTH}
            placeholder={M.textPlaceholder}
            value={texts[option.itemOptionId] ?? ''}
            disabled={disabled}
            onChange={(event) => setTexts({ ...texts, [option.itemOptionId]: event.target.value })}
          />
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={add} disabled={disabled}>
        {M.addText}
      </Button>
    </div>
  );
}

/**
 * The option part of the buy box: one select per step for combinations (S, S2, S3; later steps open once the
 * earlier ones are chosen; sold-out choices are disabled and marked "(품절)"; option prices shown), or text
 * fields with "옵션 추가" for text options (T). Each completed choice becomes a selected line.
 */
export function OptionSelector(props: OptionSelectorProps) {
  return (
    <fieldset className="catalog-options">
      <legend className="ui-visually-hidden">{M.groupLabel}</legend>
      {props.optionType === 'T' ? <TextSelector {...props} /> : <ComboSelector {...props} />}
    </fieldset>
  );
}
