#!/usr/bin/env python3
"""ldg_count.py - LDG instructions of each kernel of an sm_90 cubin.

Reads the ELF sections .text.KERNEL and counts the 16-byte instructions
whose low 12 bits are 0x981, LDG's opcode in sm_90's encoding (checked
against nvdisasm's listing of kernels/micro_alias.cu and
kernels/tensor_views.cu: 29 and 5).  Prints "kernel count" a line, the
kernel by its mangled name.

usage: tests/ptxas/ldg_count.py FILE.cubin
"""
import struct
import sys

LDG = 0x981


def sections(data):
    shoff, = struct.unpack_from('<Q', data, 0x28)
    entsize, count, names = struct.unpack_from('<HHH', data, 0x3A)
    heads = [struct.unpack_from('<IIQQQQ', data, shoff + i * entsize) for i in range(count)]
    strtab = heads[names][4]
    for name, _, _, _, offset, size in heads:
        end = data.index(b'\0', strtab + name)
        yield data[strtab + name:end].decode(), data[offset:offset + size]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    with open(sys.argv[1], 'rb') as f:
        data = f.read()
    if data[:4] != b'\x7fELF':
        sys.exit('ldg_count.py: %s is not an ELF file' % sys.argv[1])
    for name, text in sections(data):
        if name.startswith('.text.'):
            n = sum(1 for i in range(0, len(text) - 15, 16)
                    if struct.unpack_from('<Q', text, i)[0] & 0xfff == LDG)
            print(name[len('.text.'):], n)


if __name__ == '__main__':
    main()
