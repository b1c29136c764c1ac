--TEST--
JSON_THROW_ON_ERROR leaves the last error alone
--FILE--
<?php
json_decode('{');
var_dump(json_last_error());
var_dump(json_decode('[1]', true, 512, JSON_THROW_ON_ERROR), json_last_error());
json_decode('[1]');
var_dump(json_last_error());
--EXPECT--
int(4)
array(1) {
  [0]=>
  int(1)
}
int(4)
int(0)
