--TEST--
no match in set order gives an empty array
--FILE--
<?php
var_dump(preg_match_all('/(a)(b)/', 'xyz', $m, PREG_SET_ORDER), $m);
--EXPECT--
int(0)
array(0) {
}
