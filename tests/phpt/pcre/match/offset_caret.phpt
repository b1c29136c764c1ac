--TEST--
^ does not match at a non-zero offset; \G does
--FILE--
<?php
var_dump(preg_match('/^b/', 'ab', $m, 0, 1));
var_dump(preg_match('/\Gb/', 'ab', $m, 0, 1));
var_dump(preg_match('/(?<=a)b/', 'ab', $m, 0, 1));
--EXPECT--
int(0)
int(1)
int(1)
