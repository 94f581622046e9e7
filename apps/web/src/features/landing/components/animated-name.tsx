import { VisuallyHidden } from '@mantine/core';
import classes from './animated-name.module.css';

/** The product name revealed letter by letter (spec §1); read as one word by assistive technology. */
export function AnimatedName({ name }: { name: string }) {
  return (
    <>
      <VisuallyHidden>{name}</VisuallyHidden>
      <span aria-hidden className={classes.name}>
        {[...name].map((letter, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the letters of a fixed name, which repeat; their place is their identity
          <span key={index} className={classes.letter} style={{ animationDelay: `${index * 70}ms` }}>
            {letter}
          </span>
        ))}
      </span>
    </>
  );
}
