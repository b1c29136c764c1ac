--TEST--
hash() with fnv164
--FILE--
<?php
$a = 'fnv164';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
cbf29ce484222325
af63bd4c8601b7be
d8dcca186bafadcb
028945f18dedb23e
ee8d27b99ebda3df
d94c92186c0e56c8
d8dcca186bafadcb
int(8)
