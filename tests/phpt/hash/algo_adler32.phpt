--TEST--
hash() with adler32
--FILE--
<?php
$a = 'adler32';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000001
00620062
024d0127
29750586
e8b8e4a2
02020180
024d0127
int(4)
