import {useId, useState, type ReactNode} from 'react';
import {consentCategories} from '@site/src/data/consent-categories';
import {allCategories, setConsent, type ConsentChoice, type ConsentSnapshot} from './consent';
import styles from './styles.module.css';

interface Props {
  consent: ConsentSnapshot;
  /** The per-category switches show from the start, not behind "Choose". */
  expanded?: boolean;
  /** Called with the choice just saved. */
  onSaved?: (choice: ConsentChoice) => void;
}

/**
 * Accept all and Reject all, styled alike, and a switch per configured
 * category with Save choices. Used by the notice and the privacy page.
 */
export default function ConsentControls({consent, expanded = false, onSaved}: Props): ReactNode {
  const [choosing, setChoosing] = useState(expanded);
  const [draft, setDraft] = useState<ConsentChoice>(() => ({...consent.choice}));
  const id = useId();
  const save = (choice: ConsentChoice) => {
    setConsent(choice);
    onSaved?.(choice);
  };

  return (
    <form
      className={styles.controls}
      onSubmit={(event) => {
        event.preventDefault();
        save({...allCategories(consent.categories, false), ...draft});
      }}>
      {choosing && (
        <fieldset className={styles.categories}>
          <legend>Allow these services</legend>
          {consent.categories.map((category, index) => (
            <div key={category} className={styles.category}>
              <input
                type="checkbox"
                id={`${id}-${category}`}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- "Choose" disappears as the switches show: focus goes on to the first of them.
                autoFocus={!expanded && index === 0}
                checked={draft[category] === true}
                onChange={(event) => setDraft({...draft, [category]: event.target.checked})}
              />
              <label htmlFor={`${id}-${category}`}>
                <strong>{consentCategories[category].label}.</strong>{' '}
                {consentCategories[category].description}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => save(allCategories(consent.categories, true))}>
          Accept all
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => save(allCategories(consent.categories, false))}>
          Reject all
        </button>
        {/* Keys keep these two buttons apart: an element reused in place would turn into the submit button while "Choose" is being pressed, and submit. */}
        {choosing ? (
          <button key="save" type="submit" className="button button--secondary button--outline">
            Save choices
          </button>
        ) : (
          <button
            key="choose"
            type="button"
            className="button button--secondary button--outline"
            onClick={() => setChoosing(true)}>
            Choose
          </button>
        )}
      </div>
    </form>
  );
}
