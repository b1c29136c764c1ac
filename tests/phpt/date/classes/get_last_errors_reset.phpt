--TEST--
getLastErrors() after a successful parse
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump(DateTime::createFromFormat('Y-m-d', '2021-02-30') instanceof DateTime);
var_dump(DateTime::getLastErrors());
new DateTime('2021-01-01');
var_dump(DateTime::getLastErrors());
?>
--EXPECT--
bool(true)
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [10]=>
    string(27) "The parsed date was invalid"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
bool(false)
