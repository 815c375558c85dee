export { BenefitCard, type BenefitCardProps } from './benefit-card';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export {
  CallCaptions,
  type CallCaptionsProps,
  type CallCaptionsText,
  type CaptionLine,
  type CaptionSpeaker,
  defaultCallCaptionsText,
} from './call-captions';
export {
  CallIllustration,
  type CallIllustrationLine,
  type CallIllustrationProps,
  type CallIllustrationText,
  defaultCallIllustrationLines,
  defaultCallIllustrationText,
} from './call-illustration';
export {
  CallSummaryDialogs,
  type CallSummaryDialogsProps,
  type SummaryStep,
} from './call-summary-dialogs';
export { Card, type CardProps } from './card';
export {
  Comparison,
  type ComparisonCell,
  type ComparisonOption,
  type ComparisonProps,
  type ComparisonRow,
  type ComparisonText,
  defaultComparisonOptions,
  defaultComparisonRows,
  defaultComparisonText,
} from './comparison';
export {
  ContactForm,
  type ContactFormProps,
  type ContactFormStatus,
  type ContactFormText,
  type ContactFormValues,
  defaultContactFormText,
} from './contact-form';
export { isEmailShape } from './email-shape';
export {
  defaultEmailSummaryModalText,
  EmailSummaryModal,
  type EmailSummaryModalProps,
  type EmailSummaryModalText,
} from './email-summary-modal';
export type { FieldState, FieldTextProps } from './field-shell';
export { defaultFooterLinks, Footer, type FooterProps } from './footer';
export { Funnel, type FunnelProps, type FunnelStep, funnelBarWidth } from './funnel';
export {
  defaultHeaderLinks,
  defaultHeaderText,
  Header,
  type HeaderProps,
  type HeaderText,
  type HeaderVariant,
  isActivePath,
  type NavLink,
} from './header';
export type { HeadingLevel } from './heading';
export { Icon, type IconProps, iconPaths } from './icon';
export {
  EmailField,
  InputField,
  type InputFieldProps,
  type InputFieldType,
  NumberField,
  TelField,
  TextField,
  type TypedInputFieldProps,
} from './input-field';
export { type LinkRenderer, type LinkRenderProps, renderAnchor } from './link-renderer';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { Modal, type ModalProps } from './modal';
export { isCompletePhoneNumber, PHONE_DIGIT_COUNT, sanitizePhoneDigits } from './phone-digits';
export { SkipLink, type SkipLinkProps } from './skip-link';
export {
  defaultSmsSummaryModalText,
  SmsSummaryModal,
  type SmsSummaryModalProps,
  type SmsSummaryModalText,
} from './sms-summary-modal';
export { Spinner, type SpinnerProps } from './spinner';
export { defaultStatusDotLabels, StatusDot, type StatusDotProps } from './status-dot';
export { StatusMessage, type StatusMessageProps, type StatusTone } from './status-message';
export type { SummaryModalProps, SummaryModalText } from './summary-dialog';
export { TestimonialCard, type TestimonialCardProps } from './testimonial-card';
export { TextAreaField, type TextAreaFieldProps } from './textarea-field';
export { UiError, type UiErrorCode } from './ui-error';
export {
  clampVolume,
  computeVisualiserBars,
  VISUALISER_BAR_COUNT,
  VISUALISER_SIZE,
  type VisualiserBar,
  type VisualiserGeometryOptions,
} from './visualiser-geometry';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export {
  defaultVoiceMessageBoxText,
  VoiceMessageBox,
  type VoiceMessageBoxProps,
  type VoiceMessageBoxText,
} from './voice-message-box';
export {
  defaultVoiceNoticeText,
  type VoiceLineNotice,
  VoiceNoticeLine,
  type VoiceNoticeLineProps,
  type VoiceNoticeText,
} from './voice-notice-line';
export {
  defaultVoiceWidgetText,
  VoiceWidget,
  VoiceWidgetFrame,
  type VoiceWidgetFrameProps,
  type VoiceWidgetNotice,
  type VoiceWidgetProps,
  type VoiceWidgetText,
} from './voice-widget';
export {
  defaultVoiceWidgetCallAidsText,
  VoiceWidgetCallAids,
  type VoiceWidgetCallAidsProps,
  type VoiceWidgetCallAidsText,
} from './voice-widget-call-aids';
export { VolumeVisualiser, type VolumeVisualiserProps } from './volume-visualiser';
export type { WidgetStatus } from './widget-status';
