--TEST--
hash() with fnv1a32
--FILE--
<?php
$a = 'fnv1a32';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
811c9dc5
e40c292c
1a47e90b
b2c0f234
0809c4db
b0eecb36
1a47e90b
int(4)
