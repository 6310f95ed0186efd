export { Accordion, type AccordionProps, type AccordionItem } from './Accordion';
export { completionText } from './completionText';
