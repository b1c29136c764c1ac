--TEST--
sprintf %s with an array argument warns
--FILE--
<?php
var_dump(sprintf('%s', [1]));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
string(5) "Array"
