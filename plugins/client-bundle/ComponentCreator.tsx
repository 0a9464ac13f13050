import type {ComponentType, ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/**
 * Docusaurus's route table calls ComponentCreator for every route as the app
 * starts, and each call builds a loadable component from the route's chunks:
 * with about 440 routes, a quarter of main.js's first task on a phone. This
 * one builds it the first time the route renders or is preloaded, which at
 * start only the routes of the page being shown are.
 */
export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const create = (): RouteComponent => (created ??= ComponentCreator(path, hash));
  const Route = (props: object): ReactNode => {
    const Created = create() as ComponentType<object>;
    return <Created {...props} />;
  };
  return Object.assign(Route, {preload: () => create().preload()}) as RouteComponent;
}
