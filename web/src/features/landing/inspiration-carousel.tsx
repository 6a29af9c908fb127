import { Pause, Play } from 'lucide-react';
import { type FocusEvent, useState } from 'react';
import { INSPIRATION_EXAMPLES } from './inspiration-examples';
import { InspirationSlide } from './inspiration-slide';
import { useCarouselRotation } from './use-carousel-rotation';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const COUNT = INSPIRATION_EXAMPLES.length;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * The rotating inspiration carousel (docs/product/navigation-and-global.md#inspiration-carousel): 7 examples, a new one every 4 s; a dot jumps to
 * its example and restarts the timer. Rotation pauses under the pointer, under keyboard focus and on the
 * pause button (WCAG 2.2.2); with reduced motion it starts paused and slides change without animation.
 */
export function InspirationCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const stopped = choice === null ? reducedMotion : choice === 'paused';
  const paused = stopped || hovered || keyboardInside;
  const { index, cycle, goTo } = useCarouselRotation(COUNT, paused);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Only keyboard focus pauses: a mouse click on a dot must restart the timer, not stop it.
    if (isKeyboardFocus(event.target)) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Inspiration from the library"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="grid" aria-live={paused ? 'polite' : 'off'}>
        {INSPIRATION_EXAMPLES.map((example, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern makes each slide a group; a fieldset is for form controls
            <div
              key={example.handle}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${COUNT}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={`[grid-area:1/1] transition-[opacity,translate] duration-500 ease-out motion-reduce:transition-none ${
                active ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-2 opacity-0'
              }`}
            >
              <InspirationSlide example={example} />
            </div>
          );
        })}
      </div>
      <div className="mt-5 flex items-center justify-center gap-2">
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form; a fieldset would need a legend */}
        <div role="group" aria-label="Choose an example" className="flex items-center">
          {INSPIRATION_EXAMPLES.map((example, i) => {
            const active = i === index;
            return (
              <button
                key={example.handle}
                type="button"
                aria-label={`Show example ${i + 1}`}
                aria-current={active ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group grid h-6 place-items-center rounded-full px-1 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span
                  className={`relative block h-2 overflow-hidden rounded-full transition-[width,background-color] duration-300 motion-reduce:transition-none ${
                    active ? 'w-8 bg-indigo-200' : 'w-2 bg-slate-300 group-hover:bg-slate-400'
                  }`}
                >
                  {active && (
                    <span
                      key={`${cycle}-${paused}`}
                      className={`absolute inset-0 origin-left rounded-full bg-indigo-600 ${
                        paused ? '' : 'motion-safe:animate-carousel-progress'
                      }`}
                    />
                  )}
                </span>
              </button>
            );
          })}
        </div>
        <button
          type="button"
          onClick={() => setChoice(stopped ? 'playing' : 'paused')}
          aria-label={stopped ? 'Play examples' : 'Pause examples'}
          className="grid size-8 place-items-center rounded-full text-slate-500 ring-1 ring-slate-200 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {stopped ? <Play className="size-3.5" aria-hidden /> : <Pause className="size-3.5" aria-hidden />}
        </button>
      </div>
    </section>
  );
}
