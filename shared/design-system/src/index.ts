export { Alert, type AlertProps, type AlertTone } from './alert/Alert';
export { Button, buttonClassName, type ButtonVariant } from './button/Button';
export { PageSkeleton, Skeleton } from './skeleton/Skeleton';
export { TextField, type TextFieldProps } from './field/TextField';
export { PagePlaceholder, type PagePlaceholderProps } from './placeholder/PagePlaceholder';
export { Modal, type ModalProps, type ModalVariant } from './modal/Modal';
export { Drawer, type DrawerProps } from './drawer/Drawer';
export type { DialogBaseProps } from './dialog/DialogFrame';
export {
  Popover,
  Dropdown,
  type PopoverProps,
  type DropdownProps,
  type PopoverChangeReason,
} from './popover/Popover';
export { Stepper, type StepperProps } from './stepper/Stepper';
export { RangeSlider, type RangeSliderProps, type RangeValue } from './range-slider/RangeSlider';
export { MonthGrid, type MonthGridProps } from './month-grid/MonthGrid';
export { Carousel, type CarouselProps } from './carousel/Carousel';
export {
  Gallery,
  GALLERY_MAX_IMAGES,
  type GalleryProps,
  type GalleryImage,
} from './gallery/Gallery';
export { Tabs, type TabsProps, type TabItem } from './tabs/Tabs';
export { Badge, type BadgeProps, type BadgeTone } from './badge/Badge';
export { PriceTag, type PriceTagProps } from './price-tag/PriceTag';
export { ReviewScore, type ReviewScoreProps } from './review-score/ReviewScore';
export { Breadcrumb, type BreadcrumbProps } from './breadcrumb/Breadcrumb';
export {
  breadcrumbJsonLd,
  type BreadcrumbItem,
  type BreadcrumbListJsonLd,
} from './breadcrumb/breadcrumb-json-ld';
export { Pagination, type PaginationProps } from './pagination/Pagination';
export { Switch, type SwitchProps } from './switch/Switch';
export { ToggleButton, type ToggleButtonProps } from './toggle-button/ToggleButton';
export { inputClassName } from './field/TextField';
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/RadioGroup';
export {
  VisuallyHidden,
  visuallyHiddenClassName,
  type VisuallyHiddenProps,
} from './visually-hidden/VisuallyHidden';
export type { RenderLink, LinkRenderProps } from './utils/link';
export { type StyleProperties, useStyleProperties } from './utils/style-properties';
export { NEAR_VIEWPORT_MARGIN, useNearViewport } from './near-viewport/use-near-viewport';
export { HeartToggle, type HeartToggleProps } from './heart-toggle/HeartToggle';
