--TEST--
hash() with xxh32
--FILE--
<?php
$a = 'xxh32';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
02cc5d05
550d7456
32d153ff
7c948494
e65b6fbf
b7bd4602
32d153ff
int(4)
