--TEST--
no match leaves an empty array
--FILE--
<?php
$m = ['x'];
var_dump(preg_match('/z/', 'abc', $m), $m);
$m = 'str';
var_dump(preg_match('/z/', 'abc', $m), $m);
--EXPECT--
int(0)
array(0) {
}
int(0)
array(0) {
}
