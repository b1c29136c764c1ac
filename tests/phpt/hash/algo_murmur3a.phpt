--TEST--
hash() with murmur3a
--FILE--
<?php
$a = 'murmur3a';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
00000000
3c2569b2
b3dd93fa
638f4169
2e5fb1c8
71ce3a98
b3dd93fa
int(4)
