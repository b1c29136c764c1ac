--TEST--
var_dump of a diff result
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump((new DateTime('2021-01-01'))->diff(new DateTime('2021-03-15 10:00:00.25')));
?>
--EXPECT--
object(DateInterval)#3 (10) {
  ["y"]=>
  int(0)
  ["m"]=>
  int(2)
  ["d"]=>
  int(14)
  ["h"]=>
  int(10)
  ["i"]=>
  int(0)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0.25)
  ["invert"]=>
  int(0)
  ["days"]=>
  int(73)
  ["from_string"]=>
  bool(false)
}
