/**
 * The Block Kit limits chat.postMessage enforces, as documented
 * (https://api.slack.com/reference/block-kit/blocks and https://api.slack.com/methods/chat.postMessage):
 * at most 50 blocks; a header's plain_text at most 150 characters; a section's text at most 3000 and at most
 * 10 fields of 2000; an actions block at most 25 elements, a button's text at most 75 and its url 3000;
 * a context block at most 10 elements. Slack answers a violation with HTTP 200, `ok: false`,
 * `error: "invalid_blocks"` and one message per problem, pointing at it with a JSON pointer.
 */
export const MAX_BLOCKS = 50;
const HEADER_TEXT_MAX = 150;
const SECTION_TEXT_MAX = 3000;
const SECTION_FIELDS_MAX = 10;
const FIELD_TEXT_MAX = 2000;
const ACTIONS_ELEMENTS_MAX = 25;
const BUTTON_TEXT_MAX = 75;
const URL_MAX = 3000;
const CONTEXT_ELEMENTS_MAX = 10;
const KNOWN_TYPES = new Set(["header", "section", "divider", "actions", "context", "image", "rich_text", "input", "file", "video"]);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | null => (isObject(v) && typeof v.text === "string" ? v.text : null);

/** Problems in Slack's own wording, empty when the blocks are acceptable. */
export function blockErrors(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return ["must provide an array [json-pointer:/blocks]"];
  const errors: string[] = [];
  if (blocks.length > MAX_BLOCKS) errors.push(`no more than ${MAX_BLOCKS} items allowed [json-pointer:/blocks]`);
  blocks.forEach((block, i) => {
    const at = `/blocks/${i}`;
    if (!isObject(block) || typeof block.type !== "string") return void errors.push(`missing required field: type [json-pointer:${at}]`);
    if (!KNOWN_TYPES.has(block.type)) return void errors.push(`unsupported type: ${block.type} [json-pointer:${at}/type]`);
    const over = (value: string | null, max: number, pointer: string) => {
      if (value !== null && value.length > max) errors.push(`must be less than ${max + 1} characters [json-pointer:${pointer}]`);
    };
    switch (block.type) {
      case "header": {
        const text = block.text;
        if (!isObject(text) || text.type !== "plain_text") errors.push(`must be a plain_text object [json-pointer:${at}/text]`);
        over(textOf(text), HEADER_TEXT_MAX, `${at}/text/text`);
        break;
      }
      case "section": {
        const text = textOf(block.text);
        const fields = Array.isArray(block.fields) ? block.fields : null;
        if (text === null && !fields) errors.push(`must provide either text or fields [json-pointer:${at}]`);
        if (text !== null && text.length === 0) errors.push(`must be more than 0 characters [json-pointer:${at}/text/text]`);
        over(text, SECTION_TEXT_MAX, `${at}/text/text`);
        if (fields && fields.length > SECTION_FIELDS_MAX) errors.push(`no more than ${SECTION_FIELDS_MAX} items allowed [json-pointer:${at}/fields]`);
        fields?.forEach((field, f) => over(textOf(field), FIELD_TEXT_MAX, `${at}/fields/${f}/text`));
        break;
      }
      case "actions": {
        const elements = Array.isArray(block.elements) ? block.elements : [];
        if (elements.length === 0) errors.push(`must provide at least 1 item [json-pointer:${at}/elements]`);
        if (elements.length > ACTIONS_ELEMENTS_MAX) errors.push(`no more than ${ACTIONS_ELEMENTS_MAX} items allowed [json-pointer:${at}/elements]`);
        elements.forEach((element, e) => {
          if (!isObject(element)) return;
          over(textOf(element.text), BUTTON_TEXT_MAX, `${at}/elements/${e}/text/text`);
          if (typeof element.url === "string") over(element.url, URL_MAX, `${at}/elements/${e}/url`);
        });
        break;
      }
      case "context": {
        const elements = Array.isArray(block.elements) ? block.elements : [];
        if (elements.length === 0) errors.push(`must provide at least 1 item [json-pointer:${at}/elements]`);
        if (elements.length > CONTEXT_ELEMENTS_MAX) errors.push(`no more than ${CONTEXT_ELEMENTS_MAX} items allowed [json-pointer:${at}/elements]`);
        break;
      }
    }
  });
  return errors;
}
