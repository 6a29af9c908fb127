import { createContext, type ReactNode, useContext } from 'react';

type Level = 2 | 3;

// Section titles sit under the modal's h2 title, but directly under the detail page's h1.
const SectionLevelContext = createContext<Level>(3);

/** Sets the heading level of the section titles inside (the page uses 2, the modal keeps 3). */
export function SectionHeadingLevel({ level, children }: { level: Level; children: ReactNode }) {
  return <SectionLevelContext.Provider value={level}>{children}</SectionLevelContext.Provider>;
}

/** A section title (`sub` for a title inside a section), at the level its screen needs. */
export function Heading({
  sub,
  className,
  children,
}: {
  sub?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const level = useContext(SectionLevelContext) + (sub ? 1 : 0);
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
  return <Tag className={className}>{children}</Tag>;
}
