--TEST--
a null subject is deprecated
--FILE--
<?php
var_dump(preg_match('/^$/', null, $m), $m);
--EXPECTF--

Deprecated: preg_match(): Passing null to parameter #2 ($subject) of type string is deprecated in %s on line 2
int(1)
array(1) {
  [0]=>
  string(0) ""
}
