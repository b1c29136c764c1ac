--TEST--
hash_algos() contains the common algorithms in order
--FILE--
<?php
$a = hash_algos();
foreach (['md5', 'sha1', 'sha256', 'sha512', 'sha3-256', 'crc32b', 'xxh3', 'xxh128', 'murmur3f', 'fnv1a64', 'joaat', 'whirlpool', 'ripemd160'] as $x) {
    echo $x, ': '; var_dump(in_array($x, $a, true));
}
var_dump(array_search('md5', $a) < array_search('sha1', $a));
var_dump(array_search('sha512', $a) < array_search('sha3-224', $a));
var_dump(array_is_list($a));
?>
--EXPECT--
md5: bool(true)
sha1: bool(true)
sha256: bool(true)
sha512: bool(true)
sha3-256: bool(true)
crc32b: bool(true)
xxh3: bool(true)
xxh128: bool(true)
murmur3f: bool(true)
fnv1a64: bool(true)
joaat: bool(true)
whirlpool: bool(true)
ripemd160: bool(true)
bool(true)
bool(true)
bool(true)
