--TEST--
array_flip() warns on floats, bools, null
--FILE--
<?php
var_dump(array_flip([1.5, true, null, 'ok']));
--EXPECTF--

Warning: array_flip(): Can only flip string and integer values, entry skipped in %s on line 2

Warning: array_flip(): Can only flip string and integer values, entry skipped in %s on line 2

Warning: array_flip(): Can only flip string and integer values, entry skipped in %s on line 2
array(1) {
  ["ok"]=>
  int(3)
}
