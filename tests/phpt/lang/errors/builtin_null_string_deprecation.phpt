--TEST--
Passing null to builtin string params is deprecated
--FILE--
<?php
var_dump(str_pad(null, 3, "*"));
var_dump(explode(",", null));
--EXPECTF--

Deprecated: str_pad(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(3) "***"

Deprecated: explode(): Passing null to parameter #2 ($string) of type string is deprecated in %s on line 3
array(1) {
  [0]=>
  string(0) ""
}
