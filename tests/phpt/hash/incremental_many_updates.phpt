--TEST--
many small hash_update() calls
--FILE--
<?php
foreach (['sha512', 'sha3-256', 'whirlpool', 'xxh128', 'crc32c', 'joaat', 'fnv1a64'] as $a) {
    $c = hash_init($a);
    $all = '';
    for ($i = 0; $i < 300; $i++) { $p = chr($i % 256) . $i; hash_update($c, $p); $all .= $p; }
    echo $a, ' ', hash_final($c) === hash($a, $all) ? 'same' : 'different', "\n";
}
?>
--EXPECT--
sha512 same
sha3-256 same
whirlpool same
xxh128 same
crc32c same
joaat same
fnv1a64 same
