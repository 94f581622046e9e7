import { VisuallyHidden } from '@mantine/core';
import classes from './animated-name.module.css';

/** The product name revealed letter by letter (spec §1); read as one word by assistive technology. */
export function AnimatedName({ name }: { name: string }) {
  return (
    <>
      <VisuallyHidden>{name}</VisuallyHidden>
      <span aria-hidden className={classes.name}>
        {[...name].map((letter, index) => (
          <span key={index} className={classes.letter} style={{ animationDelay: `${index * 70}ms` }}>
            {letter}
          </span>
        ))}
      </span>
    </>
  );
}
