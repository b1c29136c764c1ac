--TEST--
hash() with fnv1a64
--FILE--
<?php
$a = 'fnv1a64';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
cbf29ce484222325
af63dc4c8601ec8c
e71fa2190541574b
2dcbcce86fce9934
3d56cd3c5a1bb51b
d79a37186a9dda16
e71fa2190541574b
int(8)
