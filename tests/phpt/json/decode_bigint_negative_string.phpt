--TEST--
negative big ints as strings
--FILE--
<?php
var_dump(json_decode('[-99999999999999999999]', true, 512, JSON_BIGINT_AS_STRING));
--EXPECT--
array(1) {
  [0]=>
  string(21) "-99999999999999999999"
}
