--TEST--
a big integer as an object key with JSON_BIGINT_AS_STRING
--FILE--
<?php
var_dump(json_decode('{12345678901234567890:1}', true, 512, JSON_BIGINT_AS_STRING), json_last_error());
var_dump(json_decode('{12345678901234567890:1}', true), json_last_error());
--EXPECT--
array(1) {
  ["12345678901234567890"]=>
  int(1)
}
int(0)
NULL
int(4)
