--TEST--
parse_url() with null is deprecated
--FILE--
<?php
var_dump(parse_url(null));
--EXPECTF--

Deprecated: parse_url(): Passing null to parameter #1 ($url) of type string is deprecated in %s on line 2
array(1) {
  ["path"]=>
  string(0) ""
}
