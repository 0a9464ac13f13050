import type {ComponentType, ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/** Resolves in a new task, which a timer in a background tab would delay by up to a second. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Docusaurus's route table calls ComponentCreator for every route as the app
 * starts, and each call builds a loadable component from the route's chunks:
 * with about 440 routes, a quarter of main.js's first task on a phone. This
 * one builds it the first time the route renders or is preloaded, which at
 * start only the routes of the page being shown are. Preloading starts each
 * route's chunks in a task of its own, so that first task ends once main.js
 * has run instead of also inserting a script for every chunk of the page
 * (a blog list page has twenty).
 */
export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const create = (): RouteComponent => (created ??= ComponentCreator(path, hash));
  const Route = (props: object): ReactNode => {
    const Created = create() as ComponentType<object>;
    return <Created {...props} />;
  };
  return Object.assign(Route, {preload: () => nextTask().then(() => create().preload())}) as RouteComponent;
}
