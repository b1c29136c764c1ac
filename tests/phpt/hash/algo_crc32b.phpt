--TEST--
hash() with crc32b
--FILE--
<?php
$a = 'crc32b';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000000
e8b7be43
352441c2
20159d7f
671ff12b
e9c0aed4
352441c2
int(4)
