/** A quality-training category as shown on its badge: underscores become spaces ('core_values' -> 'core values'). */
export const categoryLabel = (category: string) => category.replace(/_/g, ' ');
