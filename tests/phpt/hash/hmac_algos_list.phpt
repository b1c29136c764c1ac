--TEST--
hash_hmac_algos() lists only cryptographic algorithms
--FILE--
<?php
$a = hash_hmac_algos();
foreach (['md5', 'sha256', 'sha3-512', 'whirlpool', 'crc32', 'xxh64', 'fnv132', 'adler32', 'murmur3a', 'joaat'] as $x) {
    echo $x, ': '; var_dump(in_array($x, $a, true));
}
?>
--EXPECT--
md5: bool(true)
sha256: bool(true)
sha3-512: bool(true)
whirlpool: bool(true)
crc32: bool(false)
xxh64: bool(false)
fnv132: bool(false)
adler32: bool(false)
murmur3a: bool(false)
joaat: bool(false)
