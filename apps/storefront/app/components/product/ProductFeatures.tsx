/** The values that tell a product from its neighbours in a listing, under its name: `M8 · RVS A4`. */
export function ProductFeatures({ features, className = '' }: { features: string[]; className?: string }) {
  if (features.length === 0) return null;
  return (
    <p className={`product-features ${className}`} data-testid="product-features">
      {features.join(' · ')}
    </p>
  );
}
