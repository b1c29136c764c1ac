--TEST--
hash() with crc32
--FILE--
<?php
$a = 'crc32';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000000
6b9b9319
73bb8c64
5703c9bf
fff19ec3
d31ae07b
73bb8c64
int(4)
