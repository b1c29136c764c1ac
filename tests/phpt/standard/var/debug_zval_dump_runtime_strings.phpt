--TEST--
refcounted strings
--FILE--
<?php
$s = str_repeat("a", 3);
debug_zval_dump($s);
$t = $s;
debug_zval_dump($s);
--EXPECT--
string(3) "aaa" refcount(2)
string(3) "aaa" refcount(3)
