import {createContext, useContext, type ReactNode} from 'react';
import type {CardDescriptions} from '@site/plugins/docs';

const DocCardDescriptionsContext = createContext<CardDescriptions>({});

/** The descriptions of the doc cards below it: the version data no longer carries them (see `plugins/docs`). */
export function DocCardDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: CardDescriptions;
  children: ReactNode;
}): ReactNode {
  return (
    <DocCardDescriptionsContext.Provider value={descriptions}>
      {children}
    </DocCardDescriptionsContext.Provider>
  );
}

export function useDocCardDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(DocCardDescriptionsContext);
  return docId === undefined ? undefined : descriptions[docId];
}
