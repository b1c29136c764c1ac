--TEST--
hash() with crc32c
--FILE--
<?php
$a = 'crc32c';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000000
c1d04330
364b3fb7
02bd79d0
04995631
36da0ad2
364b3fb7
int(4)
