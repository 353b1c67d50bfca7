import styles from './skeleton.module.css';

type Shape = 'tiles' | 'cards' | 'rows';

/**
 * Grey placeholders in the shape of the content that is on its way (a lobby's game tiles, promotion
 * cards, a history's rows), announced once as busy. Shown by a route's loading.tsx while the server
 * renders the page; the shimmer stops for reduced motion.
 */
export function Skeleton({ shape, count, label }: { shape: Shape; count: number; label: string }) {
  return (
    <div className={`${styles.skeleton} ${styles[shape]}`} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.item} aria-hidden />
      ))}
    </div>
  );
}
