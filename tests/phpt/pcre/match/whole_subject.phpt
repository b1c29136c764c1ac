--TEST--
a match of the whole subject
--FILE--
<?php
$s = 'hello';
var_dump(preg_match('/^.*$/', $s, $m), $m[0] === $s);
--EXPECT--
int(1)
bool(true)
