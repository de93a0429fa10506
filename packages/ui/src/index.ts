/**
 * @shop/ui: the design system (components, image helpers, list sorting) and the shared Korean UI copy.
 * Exports only what apps use; helpers behind a component (countdown parts, image widths, page window size) stay
 * internal. Every sort helper is also on the `@shop/ui/sort` entry.
 * Styles: import or link `@shop/ui/styles.css` once (the shell does).
 */

// Copy
export { UI_MESSAGES } from './messages/ko.ts';
export type { UiMessages } from './messages/ko.ts';

// Components
export { Badge, LabelList } from './components/badge.tsx';
export type { BadgeProps, BadgeTone, LabelListProps } from './components/badge.tsx';
export { Breadcrumb } from './components/breadcrumb.tsx';
export { Countdown } from './components/countdown.tsx';
export type { CountdownProps } from './components/countdown.tsx';
export type { BreadcrumbItem, BreadcrumbProps } from './components/breadcrumb.tsx';
export { Button, buttonClassName } from './components/button.tsx';
export type { ButtonProps, ButtonSize, ButtonStyleOptions, ButtonVariant } from './components/button.tsx';
export { EmptyState } from './components/empty-state.tsx';
export type { EmptyStateProps } from './components/empty-state.tsx';
export { Pagination } from './components/pagination.tsx';
export type { PaginationProps } from './components/pagination.tsx';
export { Price } from './components/price.tsx';
export type { PriceProps } from './components/price.tsx';
export { ProductCard, itemHref } from './components/product-card.tsx';
export type { ProductCardItem, ProductCardProps } from './components/product-card.tsx';
export { ProductGrid } from './components/product-grid.tsx';
export type { ProductGridProps } from './components/product-grid.tsx';
export { QuantityStepper } from './components/quantity-stepper.tsx';
export type { QuantityStepperProps } from './components/quantity-stepper.tsx';
export { ShopImage } from './components/shop-image.tsx';
export type { ShopImageProps } from './components/shop-image.tsx';
export { SortSelect } from './components/sort-select.tsx';
export type { SortSelectProps } from './components/sort-select.tsx';
export { Spinner } from './components/spinner.tsx';
export type { SpinnerProps } from './components/spinner.tsx';
export { Tabs } from './components/tabs.tsx';
export type { TabItem, TabsProps } from './components/tabs.tsx';
export { Modal } from './components/modal.tsx';
export type { ModalProps } from './components/modal.tsx';
export { MultilineText } from './components/multiline-text.tsx';
export type { MultilineTextProps } from './components/multiline-text.tsx';
export { useDialog } from './components/use-dialog.tsx';
export type { DialogApi } from './components/use-dialog.tsx';
export { useToast } from './components/use-toast.tsx';
export type { ToastApi } from './components/use-toast.tsx';
export { StarRating } from './components/star-rating.tsx';
export { lazySection, withSections } from './components/lazy-section.tsx';
export type { LazySection, LazySectionOptions } from './components/lazy-section.tsx';
export type { StarRatingProps } from './components/star-rating.tsx';

// Helpers
export { cx } from './lib/class-names.ts';
export { imageSources, ipxUrl } from './lib/image-url.ts';
export type { ImageSources } from './lib/image-url.ts';
export { preloadImage } from './lib/preload-image.ts';
export { pageWindow } from './lib/page-window.ts';
export { readSortKey, sortParams } from './lib/sort-options.ts';
export type { SortKey, SortParams } from './lib/sort-options.ts';

// Form state hooks (the rules they run are @shop/validators')
export type { FieldState } from './form/field-state.ts';
export { INITIAL_FIELD_STATE } from './form/field-state.ts';
export type { FieldProps, FormRules, FormValues, UseFormOptions, UseFormResult, ValidateOn } from './form/use-form.ts';
export { useForm } from './form/use-form.ts';
export type { UseFormFieldOptions, UseFormFieldResult } from './form/use-form-field.ts';
export { useFormField } from './form/use-form-field.ts';
