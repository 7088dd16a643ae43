#ifndef CPREFETCH_H
#define CPREFETCH_H

/*
 * A hint to the memory system: start bringing the cache line at `address` in, for writing, and
 * do not wait for it. Swift has no way to say this. Walks over thousands of heap objects
 * (placing and drawing every view after a resize, when the caches no longer hold them) ask for
 * the objects a few steps ahead, so that their misses overlap instead of following one
 * another; the objects' reference counts and fields are written, hence the intent to write
 * (compiled to a plain prefetch where the target has no such instruction).
 * `__builtin_prefetch` never faults, whatever the address.
 */
static inline void cprefetch_write(const void *address) { __builtin_prefetch(address, 1, 3); }

#endif /* CPREFETCH_H */
