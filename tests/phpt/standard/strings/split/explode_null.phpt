--TEST--
explode with a null string
--FILE--
<?php
var_dump(explode(",", null));
--EXPECTF--

Deprecated: explode(): Passing null to parameter #2 ($string) of type string is deprecated in %s on line 2
array(1) {
  [0]=>
  string(0) ""
}
