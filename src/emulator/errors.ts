/**
 * Discord-shaped REST errors. discord.js turns the JSON body into a DiscordAPIError whose `code`
 * and flattened `errors` tree the bot's tests assert on, so the shapes follow Discord's own.
 */
export interface FormErrorEntry {
  code: string;
  message: string;
}
export interface FormErrorTree {
  _errors?: FormErrorEntry[];
  [key: string]: FormErrorTree | FormErrorEntry[] | undefined;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: FormErrorTree,
  ) {
    super(message);
  }

  toJSON(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** Collects field errors at paths such as ['components', 0, 'components', 1, 'custom_id']. */
export class FormErrors {
  readonly tree: FormErrorTree = {};
  private count = 0;

  add(path: readonly (string | number)[], code: string, message: string): void {
    let node: FormErrorTree = this.tree;
    for (const key of path) node = (node[String(key)] ??= {}) as FormErrorTree;
    (node._errors ??= []).push({ code, message });
    this.count++;
  }

  /** Checks a string's length the way Discord words it. */
  length(path: readonly (string | number)[], value: unknown, min: number, max: number): void {
    if (value === undefined || value === null) {
      if (min > 0) this.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
      return;
    }
    if (typeof value !== 'string') {
      this.add(path, 'BASE_TYPE_STRING', 'Must be a string.');
      return;
    }
    const n = [...value].length;
    if (n < min || n > max) {
      if (min <= 0) this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
      else this.add(path, 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`);
    }
  }

  /** Checks an array's size. */
  size(path: readonly (string | number)[], value: unknown[] | undefined, min: number, max: number): void {
    const n = value?.length ?? 0;
    if (n < min || n > max) {
      if (min <= 0) this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
      else this.add(path, 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`);
    }
  }

  get empty(): boolean {
    return this.count === 0;
  }

  /** Throws 50035 Invalid Form Body, nesting the tree under `prefix` (e.g. 'data' for callbacks). */
  throwIfAny(prefix?: string): void {
    if (this.empty) return;
    throw new ApiError(400, 50035, 'Invalid Form Body', prefix ? { [prefix]: this.tree } : this.tree);
  }
}

export const Errors = {
  unauthorized: () => new ApiError(401, 0, '401: Unauthorized'),
  notFound: () => new ApiError(404, 0, '404: Not Found'),
  unknownChannel: () => new ApiError(404, 10003, 'Unknown Channel'),
  unknownMessage: () => new ApiError(404, 10008, 'Unknown Message'),
  unknownWebhook: () => new ApiError(404, 10015, 'Unknown Webhook'),
  unknownApplication: () => new ApiError(404, 10002, 'Unknown Application'),
  unknownCommand: () => new ApiError(404, 10063, 'Unknown application command'),
  unknownUser: () => new ApiError(404, 10013, 'Unknown User'),
  unknownMember: () => new ApiError(404, 10007, 'Unknown Member'),
  unknownGuild: () => new ApiError(404, 10004, 'Unknown Guild'),
  unknownInteraction: () => new ApiError(404, 10062, 'Unknown interaction'),
  alreadyAcknowledged: () => new ApiError(400, 40060, 'Interaction has already been acknowledged.'),
  invalidWebhookToken: () => new ApiError(401, 50027, 'Invalid Webhook Token'),
  tooLarge: () => new ApiError(413, 40005, 'Request entity too large'),
  emptyMessage: () => new ApiError(400, 50006, 'Cannot send an empty message'),
  notAuthor: () => new ApiError(403, 50005, 'Cannot edit a message authored by another user'),
  threadArchived: () => new ApiError(400, 50083, 'Thread is archived'),
  threadLocked: () => new ApiError(403, 50083, 'Thread is locked'),
  threadExists: () => new ApiError(400, 160004, 'A thread has already been created for this message'),
  missingAccess: () => new ApiError(403, 50001, 'Missing Access'),
  invalidFormBody: (errors: FormErrorTree) => new ApiError(400, 50035, 'Invalid Form Body', errors),
  maxCommands: () => new ApiError(400, 30032, 'Maximum number of application commands reached (100)'),
};
