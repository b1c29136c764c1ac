--TEST--
hash() with xxh64
--FILE--
<?php
$a = 'xxh64';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
ef46db3751d8e999
d24ec4f1a98c6e5b
44bc2cf5ad770999
066ed728fceeb3be
3324cb531c3f9f7a
8638dbcdc5b31716
44bc2cf5ad770999
int(8)
