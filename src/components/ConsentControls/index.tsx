import {useId, useState, type ReactNode} from 'react';
import {consentCategories} from '@site/src/data/consent-categories';
import {allCategories, setConsent, type ConsentChoice, type ConsentSnapshot} from './consent';

interface Props {
  consent: ConsentSnapshot;
  /** Called with the choice just saved. */
  onSaved?: (choice: ConsentChoice) => void;
}

/**
 * A switch per configured category, Save choices, and Accept all and Reject
 * all, styled alike: the privacy page's controls. The notice on every page is
 * the same form written as HTML (`plugins/consent/notice.ts`), whose
 * stylesheet styles both; this renders only in a build with that plugin.
 */
export default function ConsentControls({consent, onSaved}: Props): ReactNode {
  const [draft, setDraft] = useState<ConsentChoice>(() => ({...consent.choice}));
  const id = useId();
  const save = (choice: ConsentChoice) => {
    setConsent(choice);
    onSaved?.(choice);
  };

  return (
    <form
      className="consent-controls"
      onSubmit={(event) => {
        event.preventDefault();
        save({...allCategories(consent.categories, false), ...draft});
      }}>
      <fieldset className="consent-categories">
        <legend>Allow these services</legend>
        {consent.categories.map((category) => (
          <div key={category} className="consent-category">
            <input
              type="checkbox"
              id={`${id}-${category}`}
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
      <div className="consent-actions">
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
        <button type="submit" className="button button--secondary button--outline">
          Save choices
        </button>
      </div>
    </form>
  );
}
