// Menus support type-ahead (as native menus do); the typed buffer clears after 350 ms of quiet.
export const typeAheadBufferMs = 350;

export interface TypeAhead {
  /** Adds a typed character and returns the index of the next label matching the buffer, or -1. */
  next: (char: string, labels: readonly string[], currentIndex: number) => number;
}

export function createTypeAhead(bufferMs: number = typeAheadBufferMs): TypeAhead {
  let buffer = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    next(char, labels, currentIndex) {
      clearTimeout(timer);
      buffer += char.toLowerCase();
      timer = setTimeout(() => {
        buffer = '';
      }, bufferMs);
      // Repeating one letter cycles through the items that start with it.
      const cycling = buffer.length > 1 && [...buffer].every((c) => c === buffer[0]);
      const search = cycling ? buffer[0]! : buffer;
      const start = cycling || buffer.length === 1 ? currentIndex + 1 : currentIndex;
      for (let offset = 0; offset < labels.length; offset += 1) {
        const index = (Math.max(start, 0) + offset) % labels.length;
        if (labels[index]!.trim().toLowerCase().startsWith(search)) return index;
      }
      return -1;
    },
  };
}
