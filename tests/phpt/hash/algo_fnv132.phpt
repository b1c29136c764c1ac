--TEST--
hash() with fnv132
--FILE--
<?php
$a = 'fnv132';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
811c9dc5
050c5d7e
439c2f4b
62f6de5e
a65edd9f
cab02ec8
439c2f4b
int(4)
