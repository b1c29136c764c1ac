--TEST--
\K in a lookahead that ends before the start
--FILE--
<?php
var_dump(preg_match('/(?=ab\K)/', 'ab', $m), $m);
--EXPECTF--

Warning: preg_match(): Get subpatterns list failed in %s on line 2
bool(false)
array(0) {
}
