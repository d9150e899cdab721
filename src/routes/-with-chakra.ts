import { loadChakra } from '../ui/system-store'

/** A loader's data once Chakra's chunk is in, whose controls the screen uses: the reads it started go out beside the chunk. */
export async function withChakra<T>(data: T): Promise<T> {
  await loadChakra()
  return data
}
