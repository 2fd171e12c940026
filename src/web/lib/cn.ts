type ClassValue = string | false | null | undefined;

/**
 * Joins class names, skipping empty ones. It does not resolve Tailwind conflicts: a component
 * leaves out of its base classes whatever its callers may set (size, width, display).
 */
export function cn(...inputs: ClassValue[]): string {
  return inputs.filter(Boolean).join(" ");
}
